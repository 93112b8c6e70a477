import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSitePageTitle } from './use-site-page-title';

function Titled() {
  useSitePageTitle();
  return null;
}

const visit = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Titled />
    </MemoryRouter>,
  );

describe('page titles', () => {
  it('gives a page the title the server writes for it', async () => {
    visit('/internships');
    await waitFor(() =>
      expect(document.title).toBe(
        'Internships in India — paid, work from home and part-time | Shuruaat',
      ),
    );
    visit('/employer/dashboard/jobs/7/applicants');
    await waitFor(() => expect(document.title).toBe('Applicants | Shuruaat'));
  });

  it('says "Page not found" for a path that is no page', async () => {
    visit('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page not found | Shuruaat'));
  });
});
