import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

const EXPECTED_HREFS = [
  '/free-internships',
  '/Standard-Program',
  '/premium-program',
  '/corporate-traning',
  '/tools/typing-test',
  '/project-portfolio',
  '/Career-guidence',
  '/success-stories',
  '/about-us',
  '/out-teams',
  '/careers',
  '/contact',
  '/help',
  '/Faqs',
  '/privacy-policy',
  '/terms-and-privacy',
];

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('links the 16 spec routes, spelled exactly, across Programs, Tools, Company and Support', () => {
    renderFooter();
    const hrefs = ['Programs', 'Tools', 'Company', 'Support'].flatMap((column) =>
      within(screen.getByRole('navigation', { name: column }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual(EXPECTED_HREFS);
  });

  it('links the brand title home and shows the current year in the copyright line', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Shuruaat' })).toHaveAttribute('href', '/');
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Shuruaat. All rights reserved.`)).toBeInTheDocument();
  });

  it('gives only LinkedIn a real link; the other socials are disabled placeholders', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/shuruaat',
    );
    for (const name of ['Facebook', 'Twitter', 'GitHub', 'Email']) {
      const placeholder = screen.getByRole('link', { name });
      expect(placeholder).toHaveAttribute('aria-disabled', 'true');
      expect(placeholder).not.toHaveAttribute('href');
    }
  });
});
