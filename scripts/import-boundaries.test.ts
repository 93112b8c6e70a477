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

  it('stop shared lib code from importing the app layer', async () => {
    const problems = await problemsFor(
      'apps/web/src/lib/boundary-probe.ts',
      "import { routes } from '../app/routes';\nexport const probe = routes;\n",
    );
    expect(problems).toContain('import-x/no-restricted-paths');
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
});
