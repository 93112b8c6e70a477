import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsentNote } from './consent-note';

describe('ConsentNote', () => {
  it('links the English notice and terms by default', () => {
    render(<ConsentNote />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute(
      'href',
      '/terms-and-privacy',
    );
  });

  it('on a Hindi page, links the Hindi notice and terms under /hi and is marked Hindi', () => {
    render(
      <MemoryRouter basename="/hi" initialEntries={['/hi/signup']}>
        <ConsentNote language="hi" />
      </MemoryRouter>,
    );
    const notice = screen.getByRole('link', { name: 'प्राइवेसी नोटिस' });
    expect(notice).toHaveAttribute('href', '/hi/privacy-policy');
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute(
      'href',
      '/hi/terms-and-privacy',
    );
    expect(notice.closest('p')).toHaveAttribute('lang', 'hi');
    expect(notice.closest('p')).toHaveTextContent(
      /अकाउंट बनाकर आप हमारा प्राइवेसी नोटिस और हमारे नियम और शर्तें मानते हैं।/,
    );
  });
});
