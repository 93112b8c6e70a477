import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { randomDemoPasswords, PUBLISHED_DEMO_PASSWORDS } from './seed/demo-accounts';
import { demoLoginsText, loadDemoData } from './seed/load-demo-data';
import { collectGarbage, limitHeapGrowth } from './lib/heap-tuning';
import { prepareMarkdown } from './lib/markdown';
import { siteOrigin } from './lib/site-address';
import { mailDestination, startUpBanner } from './start-up-banner';
import { upsertAdmin } from './features/users/users.service';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  let demoLogins: string | undefined;
  if (config.loadDemoData) {
    const random = config.demoPasswords === 'random';
    const passwords = random ? randomDemoPasswords() : PUBLISHED_DEMO_PASSWORDS;
    const made = await loadDemoData(app.db, app.storage, app.log, passwords);
    demoLogins = demoLoginsText(config.demoPasswords, made);
  }
  if (config.initialAdmin) {
    const { email, password } = config.initialAdmin;
    app.log.info({ email, result: await upsertAdmin(app.db, email, password) }, 'admin ensured');
  }

  // Search answers from memory; the index is built before the first visitor, not by them.
  await app.liveListings.ready();
  // Building it left the rows it read (descriptions and all) as garbage: V8 would keep the heap
  // they grew, some 150 MB at 150,000 live listings, for as long as the server stays busy.
  collectGarbage();
  // Only now: a build under the tighter margin collected so often it took a fifth more CPU.
  limitHeapGrowth(config.heapGrowthPercent);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  // Out of the start-up, and after the first requests (health checks) are answered; the first
  // page with Markdown would otherwise wait for it.
  setTimeout(() => {
    if (!prepareMarkdown()) app.log.warn('markdown renderer not loaded yet; its first use will');
  }, 1_000).unref();
  // PORT=0 asks for any free port; the banner names the one given.
  const { port } = app.server.address() as AddressInfo;
  console.log(
    startUpBanner({
      ...config,
      origin: siteOrigin(config.host, port),
      engine: app.database.engine,
      demoLogins,
      mail: mailDestination(config),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
