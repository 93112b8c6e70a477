import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MINOR_MESSAGES, type AgeStatus } from '@shuruaat/contract';
import { buildCandidateProfile } from '@/test-utils/candidate-profile';
import { GuardianNotice } from './guardian-notice';

afterEach(() => vi.unstubAllGlobals());

const pendingMinor: AgeStatus = {
  isMinor: true,
  guardian: 'pending',
  guardianEmail: 'parent@example.in',
  birthDateKnown: false,
};

function answerWith(status: number, body: object) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const typeDate = (value: string) =>
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value } });

describe('the guardian notice', () => {
  it('says nothing to an adult', () => {
    const { container } = render(
      <GuardianNotice
        age={{ isMinor: false, guardian: 'not_needed', guardianEmail: null, birthDateKnown: false }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('sends the request to a corrected address and shows it as the one asked', async () => {
    const fetchMock = answerWith(200, { message: MINOR_MESSAGES.guardianResent });
    render(<GuardianNotice age={pendingMinor} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wrong address?' }));
    await userEvent.type(
      screen.getByLabelText('Parent’s or guardian’s email'),
      'mother@example.in',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(await screen.findByText(MINOR_MESSAGES.guardianResent)).toBeInTheDocument();
    expect(screen.getByText(/We emailed mother@example\.in/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/guardian-consent/resend');
    expect(JSON.parse(String(init?.body))).toEqual({ guardianEmail: 'mother@example.in' });
  });

  it('refuses a corrected address that is not an email without asking the server', async () => {
    const fetchMock = answerWith(200, { message: MINOR_MESSAGES.guardianResent });
    render(<GuardianNotice age={pendingMinor} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wrong address?' }));
    await userEvent.type(screen.getByLabelText('Parent’s or guardian’s email'), 'mother@');
    await userEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Parent’s or guardian’s email')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why the request could not be sent again', async () => {
    answerWith(429, { code: 'RATE_LIMITED', message: 'Wait a few minutes before asking again.' });
    render(<GuardianNotice age={pendingMinor} />);
    await userEvent.click(screen.getByRole('button', { name: 'Email them again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wait a few minutes before asking again.',
    );
  });

  it('lifts the notice when the date of birth added makes them 18', async () => {
    answerWith(200, {
      message: MINOR_MESSAGES.birthDateAdult,
      profile: buildCandidateProfile({
        age: {
          isMinor: false,
          guardian: 'not_needed',
          guardianEmail: null,
          birthDateKnown: true,
        },
      }),
    });
    render(<GuardianNotice age={pendingMinor} />);
    typeDate('2008-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save date of birth' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MINOR_MESSAGES.birthDateAdult);
    expect(screen.queryByText('Waiting for your parent or guardian')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the date', async () => {
    answerWith(400, {
      code: 'VALIDATION',
      message: MINOR_MESSAGES.birthDateContradicts,
      details: [{ path: 'dateOfBirth', message: MINOR_MESSAGES.birthDateContradicts }],
    });
    render(<GuardianNotice age={pendingMinor} />);
    typeDate('1990-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save date of birth' }));
    expect(await screen.findByText(MINOR_MESSAGES.birthDateContradicts)).toBeInTheDocument();
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Waiting for your parent or guardian')).toBeInTheDocument();
  });

  it('asks for no date once one is known', () => {
    render(
      <GuardianNotice age={{ ...pendingMinor, guardian: 'confirmed', birthDateKnown: true }} />,
    );
    expect(screen.getByText('Your parent or guardian has agreed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
  });
});
