import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DraftNotice, LeaveWarning } from '@/components/ui/leave-warning';
import { draftKey, DRAFT_VERSION, removeFormDraft } from './form-draft';
import { useFormDraft } from './use-form-draft';
import { KEEPS_DRAFT, useLeaveWarning } from './use-leave-warning';

const KEY = draftKey('test-form', 'u_1');
// Strict, like the contract's bodies: a key it does not know marks a draft from another form.
const Schema = z.strictObject({ title: z.string().min(5), openings: z.number().int() });

type Values = z.input<typeof Schema>;

/** A form wired the way the post-a-job and apply forms are. */
function DraftForm({ onSave }: { onSave: () => Promise<boolean> }) {
  const [defaults] = useState<Values>({ title: '', openings: 1 });
  const form = useForm<Values>({ defaultValues: defaults });
  const draft = useFormDraft({ form, storageKey: KEY, defaultValues: defaults, schema: Schema });
  const leave = useLeaveWarning(form.formState.isDirty);
  const submit = form.handleSubmit(async () => {
    await leave.whileSaving(onSave);
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      {draft.restoredAt ? (
        <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />
      ) : null}
      <label>
        Title <input {...form.register('title')} />
      </label>
      <button type="submit">Save</button>
      <Link to="/away">Somewhere else</Link>
      <Link to="/away" state={KEEPS_DRAFT}>
        Fix the profile
      </Link>
      <LeaveWarning blocker={leave.blocker} isDraftKept />
    </form>
  );
}

function renderForm(onSave: () => Promise<boolean> = () => Promise.resolve(true)) {
  const router = createMemoryRouter([
    { path: '/', element: <DraftForm onSave={onSave} /> },
    { path: '/away', element: <h1>Away</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
const store = (draft: unknown) => localStorage.setItem(KEY, JSON.stringify(draft));

afterEach(() => localStorage.clear());

describe('useFormDraft', () => {
  it('keeps what is typed on this device, under the user’s key', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Data');
    expect(stored()).toMatchObject({
      version: DRAFT_VERSION,
      values: { title: 'Data', openings: 1 },
    });
    expect(KEY).toContain('u_1');
  });

  it('restores a draft after a reload and says so, with a way to discard it', async () => {
    store({
      version: DRAFT_VERSION,
      savedAt: '2026-03-02T06:30:00.000Z',
      values: { title: 'Dat' },
    });
    renderForm();
    expect(await screen.findByText('Draft restored')).toBeVisible();
    // Half-filled (too short for the schema) is still a draft worth restoring.
    expect(screen.getByLabelText('Title')).toHaveValue('Dat');
  });

  it('discarding empties the form and forgets the draft', async () => {
    store({
      version: DRAFT_VERSION,
      savedAt: '2026-03-02T06:30:00.000Z',
      values: { title: 'Dat' },
    });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it.each([
    [
      'from another version',
      { version: DRAFT_VERSION + 1, savedAt: 'x', values: { title: 'Old' } },
    ],
    [
      'with a field of the wrong type',
      { version: DRAFT_VERSION, savedAt: 'x', values: { title: 7 } },
    ],
    [
      'with a field the form no longer has',
      { version: DRAFT_VERSION, savedAt: 'x', values: { city: 'Pune' } },
    ],
    ['that is not an object', 'garbage'],
  ])('ignores and removes a draft %s', async (_, draft) => {
    store(draft);
    renderForm();
    await vi.waitFor(() => expect(stored()).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('is forgotten once the page removes it after a successful submit', async () => {
    renderForm(() => {
      removeFormDraft(KEY);
      return Promise.resolve(true);
    });
    await userEvent.type(screen.getByLabelText('Title'), 'Data analyst');
    expect(stored()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(stored()).toBeNull());
  });
});

describe('useLeaveWarning', () => {
  it('lets a link through without asking while nothing has changed', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Away' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before a link leaves a changed form: Cancel stays, Leave page goes', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Data');
    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Data');

    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByRole('heading', { name: 'Away' })).toBeVisible();
  });

  it('lets through, without asking, the way out the form itself offers while its draft is kept', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Data');
    await userEvent.click(screen.getByRole('link', { name: 'Fix the profile' }));
    expect(await screen.findByRole('heading', { name: 'Away' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ values: { title: 'Data' } });
  });

  it('asks the browser to confirm a reload only while the form is changed', async () => {
    renderForm();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), 'Data');
    expect(reload()).toBe(true);
  });

  it('does not ask when the page moves on after saving', async () => {
    const router: ReturnType<typeof renderForm> = renderForm(async () => {
      await router.navigate('/away');
      return true;
    });
    await userEvent.type(screen.getByLabelText('Title'), 'Data analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Away' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
