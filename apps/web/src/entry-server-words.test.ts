import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderRequest } from '@shuruaat/contract';
import { renderPage } from './entry-server';
import { allTranslators } from './lib/i18n/all-translators';
import { setBrowserTranslator } from './lib/i18n/translate';

// Every API call fails without a message of its own (a hidden 5xx), so each loader shows its
// fallback: the words this file is about.
const failing: PageRenderRequest['fetch'] = async () =>
  new Response(JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }), {
    status: 500,
    headers: { 'Content-Type': 'application/json' },
  });

const loaderDataOf = async (url: string, language: 'en' | 'hi') => {
  const { stateScript } = await renderPage({ url, hasSession: false, language, fetch: failing });
  const json = />([\s\S]*)<\/script>$/.exec(stateScript)?.[1] ?? '{}';
  return JSON.stringify((JSON.parse(json) as { loaderData: unknown }).loaderData);
};

// The server's process has no page of its own: its module-level translator renders ids.
beforeAll(() => setBrowserTranslator({ language: 'en', t: (id) => id }));
afterAll(() => setBrowserTranslator(allTranslators().en));

describe('route loaders in the server’s render', () => {
  it('say their fallbacks in the request’s language, never as message ids', async () => {
    const hindi = await loaderDataOf('/hi/user/dashboard/privacy', 'hi');
    expect(hindi).toContain('आपके सेशन लोड नहीं हो सके');
    expect(hindi).not.toContain('privacy.failed');
    const english = await loaderDataOf('/user/dashboard/privacy', 'en');
    expect(english).toContain('Failed to load your sessions');
    expect(english).not.toContain('privacy.failed');
  }, 60_000);
});
