import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TYPING_MESSAGES } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { typingTestPageRoute } from './typing-test-page';

const PRESETS_CALL = 'GET /api/tools/typing-presets';

afterEach(() => vi.unstubAllGlobals());

describe('the typing test page', () => {
  it('shows why the presets did not load and loads them again on "Try again"', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      [PRESETS_CALL]: { status: 500, body: {} },
    };
    stubApi(replies);
    renderRoute(typingTestPageRoute, { path: '/tools/typing-test' });
    expect(await screen.findByRole('alert')).toHaveTextContent(TYPING_MESSAGES.fetch);
    replies[PRESETS_CALL] = { body: { presets: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Language')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a preset page that does not exist was not found', async () => {
    stubApi({ [PRESETS_CALL]: { body: { presets: [] } } });
    renderRoute(typingTestPageRoute, { path: '/tools/:slug', url: '/tools/no-such-test' });
    expect(
      await screen.findByRole('heading', { name: 'Typing test not found' }),
    ).toBeInTheDocument();
  });
});
