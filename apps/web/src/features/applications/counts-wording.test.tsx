import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { ApplicantContact } from './components/applicants/applicant-contact';
import { BulkMessageDialog } from './components/applicants/bulk-message-dialog';
import { PipelineConfirm } from './components/applicants/pipeline-confirm';
import { bulkMoveSummary } from './use-applicant-changes';
import { bulkMessageSummary } from './use-bulk-message';
import { t } from '@/lib/i18n/translate';

afterEach(() => vi.unstubAllGlobals());

const noop = () => undefined;
const ids = (n: number) => Array.from({ length: n }, (_, i) => `u_${i}`);

describe('counts on the applicants page (issue 25 item 18)', () => {
  it.each([
    [1, 'Reject 1 applicant'],
    [2, 'Reject 2 applicants'],
  ])('asks to reject %i ticked applicant(s) as "%s"', (count, label) => {
    render(
      <PipelineConfirm
        confirmation={{ kind: 'bulk-reject', userIds: ids(count) }}
        isBusy={false}
        reason={undefined}
        onReason={noop}
        onConfirm={noop}
        onCancel={noop}
      />,
    );
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it.each([
    [1, 'Send to 1 applicant'],
    [2, 'Send to 2 applicants'],
  ])('offers to send one message to %i applicant(s) as "%s"', (count, label) => {
    render(
      <BulkMessageDialog
        count={count}
        isBusy={false}
        error={undefined}
        onSend={noop}
        onCancel={noop}
      />,
    );
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('sums up a bulk send in the singular for one and the plural for two', () => {
    expect(bulkMessageSummary(t, { message: '', sent: ['u_1'], skipped: [] })).toBe(
      'Message sent to 1 applicant.',
    );
    expect(bulkMessageSummary(t, { message: '', sent: ['u_1', 'u_2'], skipped: [] })).toBe(
      'Message sent to 2 applicants.',
    );
  });
});

describe('the bulk move’s summary', () => {
  it('says who moved as the server does, and who was left as they were', () => {
    expect(bulkMoveSummary(t, 'shortlisted', 1, 0)).toBe('1 applicant shortlisted.');
    expect(bulkMoveSummary(t, 'rejected', 2, 0)).toBe('2 applicants rejected.');
    expect(bulkMoveSummary(t, 'shortlisted', 2, 1)).toBe(
      '2 applicants shortlisted. 1 applicant was left as they were (withdrawn or no longer listed).',
    );
    expect(bulkMoveSummary(t, 'rejected', 0, 3)).toBe(
      '0 applicants rejected. 3 applicants were left as they were (withdrawn or no longer listed).',
    );
  });
});

describe('the applicant’s phone (issue 25 item 19)', () => {
  it('shows the stored ten digits as "+91 98765 43210" and dials the E.164 form', async () => {
    stubApi({
      'GET /api/employers/job/j_1/applicant/u_1/contact': {
        body: { name: 'Asha', email: 'asha@example.com', phone: '9876543210' },
      },
    });
    renderRoute(
      { Component: () => <ApplicantContact userId="u_1" applicationId="a_1" /> },
      {
        path: '/employer/dashboard/jobs/:id/applicants',
        url: '/employer/dashboard/jobs/j_1/applicants',
      },
    );
    const link = await screen.findByRole('link', { name: '+91 98765 43210' });
    expect(link).toHaveAttribute('href', 'tel:+919876543210');
  });
});
