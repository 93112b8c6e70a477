import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the rule that keeps the web's API calls in route loaders and actions (issue 24): pages
// had reached the API in five different ways.
const eslint = new ESLint();
const RULE = '@typescript-eslint/no-restricted-imports';

async function problemsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const CALL =
  "import { privacyApi } from '../api';\nexport const f = () => privacyApi.sessions();\n";

describe('the rule that keeps API calls in loaders and actions', () => {
  it.each([
    ['a page', 'apps/web/src/features/privacy/pages/rule-probe.tsx', CALL],
    ['a component', 'apps/web/src/features/privacy/components/rule-probe.tsx', CALL],
    [
      'a hook',
      'apps/web/src/features/privacy/use-rule-probe.ts',
      "import { privacyApi } from './api';\nexport const f = () => privacyApi.sessions();\n",
    ],
    [
      'a page reaching a named api module',
      'apps/web/src/features/jobs/pages/rule-probe.tsx',
      "import { sendReport } from '../report-api';\nexport const f = sendReport;\n",
    ],
  ])('refuses an api module in %s', async (_name, file, code) => {
    expect(await problemsFor(file, code)).toContain(RULE);
  });

  it('lets a page take types from an api module, and a loader call it', async () => {
    const types = "import type { privacyApi } from '../api';\nexport type A = typeof privacyApi;\n";
    expect(
      await problemsFor('apps/web/src/features/privacy/pages/rule-probe.tsx', types),
    ).not.toContain(RULE);
    const loader =
      "import { privacyApi } from './api';\nexport const f = () => privacyApi.sessions();\n";
    expect(await problemsFor('apps/web/src/features/privacy/loaders.ts', loader)).not.toContain(
      RULE,
    );
  });
});
