import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi, type Sent } from '@/test-utils/stub-api';
import { portfolioToolPageAction } from '../loaders';
import { ProjectForm } from './project-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The form as the portfolio page shows it, submitting to the page's route action. */
function renderForm(replies: Parameters<typeof stubApi>[0] = {}): Sent[] {
  const sent = stubApi(replies);
  renderRoute(
    {
      Component: () => (
        <ProjectForm project={null} onSaved={() => undefined} onCancel={() => undefined} />
      ),
      action: portfolioToolPageAction,
    },
    { path: '/project-portfolio' },
  );
  return sent;
}

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('Project title'), 'Canteen queue tracker');
  await userEvent.type(
    screen.getByLabelText('What you built'),
    'Shows how long the canteen queue is, updated by students.',
  );
  await userEvent.type(screen.getByLabelText('Your role'), 'Frontend');
  await userEvent.type(screen.getByLabelText('Started'), '2025-07');
}

describe('the project form', () => {
  it('refuses a javascript: code link and an end before the start without calling the server', async () => {
    const sent = renderForm();
    await fillIn();
    await userEvent.type(screen.getByLabelText('Code link (optional)'), 'javascript:alert(1)');
    await userEvent.type(screen.getByLabelText('Finished'), '2025-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save project' }));
    expect(
      await screen.findByText('Enter a full web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.getByText('The end month cannot be before the start month')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal above the form and beside the field it names', async () => {
    const sent = renderForm({
      'POST /api/candidates/portfolio/projects': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'A portfolio holds at most 30 projects',
          details: [{ path: 'title', message: 'Give the project a title' }],
        },
      },
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save project' }));
    expect(await screen.findByText('A portfolio holds at most 30 projects')).toBeInTheDocument();
    expect(screen.getByText('Give the project a title')).toBeInTheDocument();
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('Project title')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/candidates/portfolio/projects',
        body: {
          title: 'Canteen queue tracker',
          summary: 'Shows how long the canteen queue is, updated by students.',
          role: 'Frontend',
          skills: [],
          codeUrl: '',
          demoUrl: '',
          startMonth: '2025-07',
          endMonth: '',
        },
      },
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
