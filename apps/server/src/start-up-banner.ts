import type { Config } from './config';
import { isLoopbackHost } from './lib/loopback';

/** What start-up prints once listening: where the site is, and who else can reach it. */
export function startUpBanner(
  config: Pick<Config, 'host' | 'port' | 'isProduction'>,
  engine: string,
): string {
  const { host, port, isProduction } = config;
  const running = `Shuruaat is running on http://localhost:${port} (${engine})`;
  if (isLoopbackHost(host)) {
    if (isProduction) return `${running}, listening on ${host} only.`;
    return [
      `${running}, for this machine only (HOST=${host}).`,
      'To try it from a phone or another computer on your network, start it with HOST=0.0.0.0:',
      'the development mailbox then turns off, and demo accounts made then get random passwords.',
    ].join('\n');
  }
  const everywhere = `${running} and on port ${port} of this machine's addresses (HOST=${host}).`;
  if (isProduction) return everywhere;
  return [
    everywhere,
    'Other machines can reach it: the development mailbox is off, and demo accounts made by this',
    'start have random passwords (accounts made earlier keep theirs; an empty DATA_DIR starts over).',
  ].join('\n');
}
