import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_JOB_MESSAGES } from '@shuruaat/contract';
import { http } from '@/lib/http';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { keepPageAfterSave, saveJobAction } from '../saved-jobs-loaders';
import { SavedJobIdsContext } from '../use-saved-job-ids';
import { SaveJobButton } from './save-job-button';

afterEach(() => vi.restoreAllMocks());

function renderButton(role: 'candidate' | 'employer' | null, savedIds: string[] = []) {
  const user = role ? buildUser({ role }) : null;
  renderRoute(
    {
      Component: () => (
        <SavedJobIdsContext value={new Set(savedIds)}>
          <SaveJobButton jobId="job-1" title="React Intern" />
        </SavedJobIdsContext>
      ),
      action: saveJobAction,
      shouldRevalidate: keepPageAfterSave,
    } as Parameters<typeof renderRoute>[0],
    { path: '/jobs', url: '/jobs?q=react', store: configureStore({ reducer: baseReducers(user) }) },
  );
}

describe('the save toggle', () => {
  it('is a pressed-state button in a form that saves, then unsaves, through the route action', async () => {
    const put = vi
      .spyOn(http, 'put')
      .mockResolvedValue({ jobId: 'job-1', isSaved: true, message: SAVED_JOB_MESSAGES.saved });
    const del = vi
      .spyOn(http, 'delete')
      .mockResolvedValue({ jobId: 'job-1', isSaved: false, message: SAVED_JOB_MESSAGES.removed });
    renderButton('candidate');
    const button = await screen.findByRole('button', { name: 'Save React Intern' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button.closest('form')).toHaveAttribute('method', 'post');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Saved');
    expect(put).toHaveBeenCalledWith('/api/candidates/saved-jobs/job-1', expect.anything());

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(del).toHaveBeenCalledWith('/api/candidates/saved-jobs/job-1', expect.anything());
  });

  it('saves once on a double click', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const put = vi.spyOn(http, 'put').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const del = vi.spyOn(http, 'delete');
    renderButton('candidate');
    const button = await screen.findByRole('button', { name: 'Save React Intern' });
    await userEvent.dblClick(button);
    answer({ jobId: 'job-1', isSaved: true, message: SAVED_JOB_MESSAGES.saved });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(put).toHaveBeenCalledTimes(1);
    expect(del).not.toHaveBeenCalled();
  });

  it('starts pressed for a job the page knows is saved', async () => {
    renderButton('candidate', ['job-1']);
    const button = await screen.findByRole('button', { name: 'Save React Intern' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to its last state when the server refuses', async () => {
    vi.spyOn(http, 'put').mockRejectedValue(new Error('offline'));
    renderButton('candidate');
    const button = await screen.findByRole('button', { name: 'Save React Intern' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });

  it('sends a visitor to log in with the way back in the address', async () => {
    renderButton(null);
    const link = await screen.findByRole('link', { name: /Save React Intern \(sign in first\)/ });
    expect(link).toHaveAttribute('href', '/login?returnTo=%2Fjobs%3Fq%3Dreact');
  });

  it('shows nothing to an employer, who has no saved jobs', async () => {
    renderButton('employer');
    await waitFor(() => expect(screen.queryByText('Save')).toBeNull());
  });
});
