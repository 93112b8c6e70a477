import { describe, expect, it } from 'vitest';
import { startUpBanner } from './start-up-banner';

describe('the start-up banner', () => {
  it('says a development server is for this machine only, and how to open it to the network', () => {
    const banner = startUpBanner({ host: '127.0.0.1', port: 3000, isProduction: false }, 'pglite');
    expect(banner).toContain('Shuruaat is running on http://localhost:3000 (pglite)');
    expect(banner).toContain('for this machine only');
    expect(banner).toContain('HOST=0.0.0.0');
  });

  it('says when other machines can reach a development server, and what turns off', () => {
    const banner = startUpBanner({ host: '0.0.0.0', port: 3000, isProduction: false }, 'pglite');
    expect(banner).toContain('Other machines can reach it');
    expect(banner).toContain('development mailbox is off');
  });

  it('says only where a production server listens', () => {
    const banner = startUpBanner({ host: '0.0.0.0', port: 8080, isProduction: true }, 'postgres');
    expect(banner).toBe(
      "Shuruaat is running on http://localhost:8080 (postgres) and on port 8080 of this machine's addresses (HOST=0.0.0.0).",
    );
  });
});
