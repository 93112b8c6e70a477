import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the boundary rules fire: without a resolver for .ts files they silently pass everything.
const eslint = new ESLint();

async function problemsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it('stop a web feature from importing another feature', async () => {
    const problems = await problemsFor(
      'apps/web/src/features/auth/boundary-probe.ts',
      "import { HomePage } from '../home/pages/home-page';\nexport const probe = HomePage;\n",
    );
    expect(problems).toContain('import-x/no-restricted-paths');
  });

  it('stop a web feature from importing another feature through the @/ alias', async () => {
    const problems = await problemsFor(
      'apps/web/src/features/auth/boundary-probe.ts',
      "import { HomePage } from '@/features/home/pages/home-page';\nexport const probe = HomePage;\n",
    );
    expect(problems).toContain('import-x/no-restricted-paths');
  });

  it('stop the domains split out of the candidate and employer features from importing each other', async () => {
    // Issue 24: the apply form (applications) and the profile it needs (candidates) used to share
    // one role feature; each now makes its own calls.
    const problems = await problemsFor(
      'apps/web/src/features/applications/boundary-probe.ts',
      "import { profileAction } from '@/features/candidates/loaders';\nexport const probe = profileAction;\n",
    );
    expect(problems).toContain('import-x/no-restricted-paths');
  });

  it('keep the web features split one way, by domain: no role feature beside them', () => {
    const features = readdirSync('apps/web/src/features');
    expect(features).not.toContain('candidate');
    expect(features).not.toContain('employer');
  });

  it('stop shared lib code from importing the app layer', async () => {
    const problems = await problemsFor(
      'apps/web/src/lib/boundary-probe.ts',
      "import { routes } from '../app/routes';\nexport const probe = routes;\n",
    );
    expect(problems).toContain('import-x/no-restricted-paths');
  });

  it('keep job-search/ below the features and above lib', async () => {
    const upward = await problemsFor(
      'apps/web/src/job-search/boundary-probe.ts',
      "import { jobsApi } from '@/features/jobs/api';\nexport const probe = jobsApi;\n",
    );
    const fromLib = await problemsFor(
      'apps/web/src/lib/boundary-probe.ts',
      "import { readFilters } from '@/job-search/job-filters';\nexport const probe = readFilters;\n",
    );
    const fromFeature = await problemsFor(
      'apps/web/src/features/home/boundary-probe.ts',
      "import { readFilters } from '@/job-search/job-filters';\nexport const probe = readFilters;\n",
    );
    expect(upward).toContain('import-x/no-restricted-paths');
    expect(fromLib).toContain('import-x/no-restricted-paths');
    expect(fromFeature).not.toContain('import-x/no-restricted-paths');
  });

  it('let a server feature use another only through its service', async () => {
    const repository = await problemsFor(
      'apps/server/src/features/health/boundary-probe.ts',
      "import { countUsers } from '../users/users.repository';\nexport const probe = countUsers;\n",
    );
    const service = await problemsFor(
      'apps/server/src/features/health/boundary-probe.ts',
      "import { login } from '../users/users.service';\nexport const probe = login;\n",
    );
    expect(repository).toContain('import-x/no-restricted-paths');
    expect(service).not.toContain('import-x/no-restricted-paths');
  });

  it('keep routes away from the database', async () => {
    const problems = await problemsFor(
      'apps/server/src/features/users/probe.routes.ts',
      "import { countUsers } from './users.repository';\nexport const probe = countUsers;\n",
    );
    expect(problems).toContain('no-restricted-imports');
  });

  it('keep the contract free of app imports', async () => {
    const problems = await problemsFor(
      'packages/contract/src/boundary-probe.ts',
      "import { buildApp } from '../../../apps/server/src/app';\nexport const probe = buildApp;\n",
    );
    expect(problems).toContain('import-x/no-restricted-paths');
  });

  it('stop an import cycle', async () => {
    // search.service.ts imports query-understanding.ts, so this import would close a loop.
    const problems = await problemsFor(
      'apps/server/src/features/search/query-understanding.ts',
      "import { searchJobs } from './search.service';\nexport const probe = searchJobs;\n",
    );
    expect(problems).toContain('import-x/no-cycle');
  });

  it('keep plugins, db and lib below the features', async () => {
    const imports =
      "import { login } from '../features/users/users.service';\nexport const probe = login;\n";
    for (const dir of ['plugins', 'db', 'lib']) {
      const problems = await problemsFor(`apps/server/src/${dir}/boundary-probe.ts`, imports);
      expect(problems, dir).toContain('import-x/no-restricted-paths');
    }
  });

  it('keep demo data above everything: no feature or db module imports the seed', async () => {
    const imports = (from: string) =>
      `import { DEMO_ACCOUNTS } from '${from}/seed/demo-accounts';\nexport const probe = DEMO_ACCOUNTS;\n`;
    const feature = await problemsFor(
      'apps/server/src/features/jobs/boundary-probe.ts',
      imports('../..'),
    );
    const db = await problemsFor('apps/server/src/db/boundary-probe.ts', imports('..'));
    expect(feature).toContain('import-x/no-restricted-paths');
    expect(db).toContain('import-x/no-restricted-paths');
  });
});
