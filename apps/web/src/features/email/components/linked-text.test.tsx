import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, linkPieces } from './linked-text';

describe('LinkedText', () => {
  it('makes the confirmation link in an email clickable, opening safely in a new tab', () => {
    const link = 'http://127.0.0.1:3000/verify-email?token=abc_DEF-123';
    render(<LinkedText text={`Confirm your email: ${link}.\nThanks`} />);
    const anchor = screen.getByRole('link', { name: link });
    expect(anchor).toHaveAttribute('href', link);
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor.getAttribute('rel')).toContain('noopener');
  });

  it('links only http and https addresses, leaving other schemes as text', () => {
    const text =
      'javascript:alert(1) data:text/html,x mailto:a@b.in ftp://x.in https://shuruaat.in/jobs';
    expect(linkPieces(text).filter((piece) => piece.href)).toEqual([
      { text: 'https://shuruaat.in/jobs', href: 'https://shuruaat.in/jobs' },
    ]);
  });

  it('shows markup in an email as text, never as elements', () => {
    const { container } = render(
      <LinkedText text={'<img src=x onerror=alert(1)> http://a.in/"><script>x</script>'} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'http://a.in/');
  });

  it('leaves a sentence’s full stop and a closing bracket outside the link', () => {
    expect(linkPieces('(see https://a.in/x).')).toEqual([
      { text: '(see ' },
      { text: 'https://a.in/x', href: 'https://a.in/x' },
      { text: ').' },
    ]);
  });
});
