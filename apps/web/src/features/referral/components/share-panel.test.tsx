import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SharePanel } from './share-panel';

describe('the referral link', () => {
  it('renders on the server from the site’s root, where the browser’s address is unknown', () => {
    const html = renderToString(<SharePanel code="K7M2Q9XA" />);
    expect(html).toContain('value="/signup?ref=K7M2Q9XA"');
  });

  it('names the site’s address in the browser', () => {
    render(<SharePanel code="K7M2Q9XA" />);
    expect(screen.getByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/signup?ref=K7M2Q9XA`,
    );
  });
});
