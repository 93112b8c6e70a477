import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { newJobValues } from '../../job-form-values';
import { JobForm } from './job-form';

// In a data router: the form asks before a link leaves its unsaved changes (useBlocker).
function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const form = (
    <JobForm
      mode="create"
      defaultValues={newJobValues()}
      company={{ name: 'Kirana Cloud', logoUrl: null }}
      isSaving={false}
      onSubmit={onSubmit}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: form }])} />);
  return onSubmit;
}

const user = () => userEvent.setup();

async function fillBasics(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText('Title'), 'Junior data analyst');
  await u.selectOptions(screen.getByLabelText('Category'), 'data-science');
  await u.type(
    screen.getByLabelText('Description'),
    'Clean sales data, build weekly dashboards and learn SQL from our analysts.',
  );
  await u.selectOptions(screen.getByLabelText('Work mode'), 'remote');
}

describe('JobForm', () => {
  it('clears the stipend when the kind switches to a job, and posts with a CTC only', async () => {
    const u = user();
    const onSubmit = renderForm();
    await u.type(screen.getByLabelText('Minimum stipend (₹ per month)'), '10000');
    await u.click(screen.getByRole('radio', { name: /^Job/ }));
    expect(screen.queryByLabelText('Minimum stipend (₹ per month)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Duration (months)')).not.toBeInTheDocument();

    await fillBasics(u);
    await u.type(screen.getByLabelText('Minimum CTC (₹ per year)'), '400000');
    await u.type(screen.getByLabelText('Maximum CTC (₹ per year)'), '500000');
    await u.click(screen.getByRole('button', { name: 'Post job' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    const [values, status] = onSubmit.mock.calls[0] as [Record<string, unknown>, string];
    expect(values).toMatchObject({
      kind: 'job',
      stipend: null,
      durationMonths: null,
      ppo: false,
      ctc: { min: 400000, max: 500000 },
    });
    expect(status).toBe('active');
  });

  it('starts the stipend empty again when switching back to an internship', async () => {
    const u = user();
    renderForm();
    await u.click(screen.getByRole('radio', { name: /^Job/ }));
    await u.type(screen.getByLabelText('Minimum CTC (₹ per year)'), '400000');
    await u.click(screen.getByRole('radio', { name: /^Internship/ }));
    expect(screen.queryByLabelText('Minimum CTC (₹ per year)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Minimum stipend (₹ per month)')).toHaveValue(null);
  });

  it('warns beside the field when a CTC looks like a monthly or lakh figure', async () => {
    const u = user();
    renderForm();
    await u.click(screen.getByRole('radio', { name: /^Job/ }));
    await u.type(screen.getByLabelText('Minimum CTC (₹ per year)'), '45000');
    expect(screen.getByLabelText('Minimum CTC (₹ per year)')).toHaveAccessibleDescription(
      /CTC is per year in rupees: at least ₹1,00,000/,
    );
  });

  it('refuses ₹5,000–₹1,50,000 a month and 500 unpaid openings beside their fields, sending nothing', async () => {
    const u = user();
    const onSubmit = renderForm();
    await fillBasics(u);
    await u.type(screen.getByLabelText('Duration (months)'), '3');
    await u.type(screen.getByLabelText('Minimum stipend (₹ per month)'), '5000');
    await u.type(screen.getByLabelText('Maximum stipend (₹ per month)'), '150000');
    expect(screen.getByLabelText('Maximum stipend (₹ per month)')).toHaveAccessibleDescription(
      /too wide a range .* within 3 times the minimum \(up to ₹15,000\)/,
    );
    await u.click(screen.getByLabelText('Unpaid internship'));
    const openings = screen.getByLabelText('Openings');
    await u.clear(openings);
    await u.type(openings, '500');
    await u.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText(/unpaid internship may offer at most 20 openings/),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves an unpaid internship as a draft with stipend null', async () => {
    const u = user();
    const onSubmit = renderForm();
    await fillBasics(u);
    await u.click(screen.getByLabelText('Unpaid internship'));
    await u.type(screen.getByLabelText('Duration (months)'), '3');
    await u.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'internship', stipend: null, durationMonths: 3 }),
      'draft',
    );
  });

  it('adds screening questions up to five and removes them', async () => {
    const u = user();
    renderForm();
    const add = screen.getByRole('button', { name: 'Add a question' });
    for (let i = 0; i < 5; i += 1) await u.click(add);
    expect(screen.getAllByLabelText(/^Question \d$/)).toHaveLength(5);
    expect(add).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.getAllByLabelText(/^Question \d$/)).toHaveLength(4);
    expect(add).toBeEnabled();
  });

  it('shows the live preview as the employer types', async () => {
    const u = user();
    renderForm();
    await u.type(screen.getByLabelText('Title'), 'Content writer');
    await u.click(screen.getByLabelText('Unpaid internship'));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Content writer');
    expect(preview).toHaveTextContent('Unpaid');
  });
});
