import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyTrackRecordResponse } from '@shuruaat/contract';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { companyPageRoute } from './company-page';

const PATH = '/companies/:companyId';
const URL = '/companies/c1';
const API = 'GET /api/jobs/company/c1/track-record';

const page = (trackRecord: Partial<CompanyTrackRecordResponse['trackRecord']>) => ({
  company: {
    _id: 'c1',
    name: 'Chai Ledger',
    website: '',
    about: 'Bookkeeping for tea stalls.',
    industry: 'Finance',
    companySize: '',
    city: 'Hyderabad',
    logoUrl: null,
    verified: false,
  },
  trackRecord: {
    companyId: 'c1',
    applications: 0,
    answeredShare: null,
    medianDaysToAnswer: null,
    hires: 0,
    stipend: null,
    isNew: true,
    ...trackRecord,
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('a company’s public page', () => {
  it('shows each figure there is enough data for', async () => {
    stubApi({
      [API]: {
        body: page({
          applications: 20,
          answeredShare: 0.85,
          medianDaysToAnswer: 2.5,
          hires: 4,
          stipend: { answers: 3, paidAsListed: 3 },
          isNew: false,
        }),
      },
    });
    renderRoute(companyPageRoute, { path: PATH, url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chai Ledger' })).toBeVisible();
    expect(screen.getByText('85%')).toBeVisible();
    expect(screen.getByText(/of 20 applications; first answer in 2.5 days/)).toBeVisible();
    expect(screen.getByText('Hires made on Shuruaat').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('3 of 3')).toBeVisible();
  });

  it('says "New on Shuruaat" instead of a 0 % when there is too little data', async () => {
    stubApi({ [API]: { body: page({ applications: 2 }) } });
    renderRoute(companyPageRoute, { path: PATH, url: URL });
    expect(await screen.findByText('New on Shuruaat')).toBeVisible();
    expect(screen.queryByText(/0%/)).toBeNull();
  });

  it('says the company is not found for a 404, with the way back to the listings', async () => {
    stubApi({ [API]: { status: 404, body: { code: 'NOT_FOUND', message: 'Company not found' } } });
    renderRoute(companyPageRoute, { path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all opportunities' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  });
});
