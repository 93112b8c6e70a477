import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the lint rule that keeps computed strings out of `replace`, where `$&`, `` $` `` and
// `$'` in user text once expanded one URL into a 300 MB page (issue 22).
const eslint = new ESLint();

async function problemsFor(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: 'apps/server/src/features/seo/replace-probe.ts',
  });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the replace rule', () => {
  it.each([
    [
      'a template with user text',
      'export const f = (t: string, u: string) => t.replace("x", `<b>${u}</b>`);',
    ],
    ['a variable', 'export const f = (t: string, u: string) => t.replace("x", u);'],
    ['a concatenation', 'export const f = (t: string, u: string) => t.replaceAll("x", "<" + u);'],
    ['a call', 'export const f = (t: string, u: string) => t.replace(/x/g, u.trim());'],
  ])('refuses %s as the replacement', async (_name, code) => {
    expect(await problemsFor(code)).toContain('no-restricted-syntax');
  });

  it.each([
    ['a replacer function', 'export const f = (t: string, u: string) => t.replace("x", () => u);'],
    ['a literal', 'export const f = (t: string) => t.replace(/-+$/g, "");'],
    ['a template without expressions', 'export const f = (t: string) => t.replace(/a/g, `b`);'],
  ])('allows %s', async (_name, code) => {
    expect(await problemsFor(code)).not.toContain('no-restricted-syntax');
  });
});
