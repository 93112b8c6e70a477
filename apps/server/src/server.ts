import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { demoLoginsText, loadDemoData } from './seed/load-demo-data';
import { upsertAdmin } from './features/users/users.service';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  if (config.loadDemoData) {
    await loadDemoData(app.db, app.storage, app.log);
    console.log(demoLoginsText());
  }
  if (config.initialAdmin) {
    const { email, password } = config.initialAdmin;
    app.log.info({ email, result: await upsertAdmin(app.db, email, password) }, 'admin ensured');
  }

  // Search answers from memory; the index is built before the first visitor, not by them.
  await app.liveListings.ready();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  console.log(`Shuruaat is running on http://localhost:${config.port} (${app.database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
