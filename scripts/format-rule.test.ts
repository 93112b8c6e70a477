import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the rule that keeps date and number formatting in apps/web/src/lib/format.ts: fourteen
// copies of `Intl.DateTimeFormat('en-IN')` had drifted, some in the device's zone (issue 24).
const eslint = new ESLint();

async function problemsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const PAGE = 'apps/web/src/features/blogs/format-probe.ts';

describe('the formatting rule', () => {
  it.each([
    ['a date format', "export const f = new Intl.DateTimeFormat('en-IN', { month: 'short' });"],
    ['a number format', "export const f = new Intl.NumberFormat('en-IN');"],
    ['a format called without new', "export const f = Intl.DateTimeFormat('en-IN');"],
    ['toLocaleString', "export const f = (n: number) => n.toLocaleString('en-IN');"],
    ['toLocaleDateString', 'export const f = (d: Date) => d.toLocaleDateString();'],
    ['toLocaleTimeString', "export const f = (d: Date) => d.toLocaleTimeString('en-IN');"],
  ])('refuses %s in a feature', async (_name, code) => {
    expect(await problemsFor(PAGE, code)).toContain('no-restricted-syntax');
  });

  it('allows them in lib/format.ts, and keeps the replace rule there', async () => {
    const format = 'apps/web/src/lib/format.ts';
    const intl = "export const f = new Intl.DateTimeFormat('en-IN');";
    expect(await problemsFor(format, intl)).not.toContain('no-restricted-syntax');
    const replace = 'export const f = (t: string, u: string) => t.replace("x", u);';
    expect(await problemsFor(format, replace)).toContain('no-restricted-syntax');
  });

  it('keeps the replace rule in web files too', async () => {
    const replace = 'export const f = (t: string, u: string) => t.replace("x", u);';
    expect(await problemsFor(PAGE, replace)).toContain('no-restricted-syntax');
  });

  it('refuses them in server files too, whose emails write instants with istMomentText', async () => {
    const server = 'apps/server/src/features/conversations/format-probe.ts';
    const intl = "export const f = new Intl.DateTimeFormat('en-IN');";
    expect(await problemsFor(server, intl)).toContain('no-restricted-syntax');
  });

  it('allows plural rules, which countOf builds on', async () => {
    const plural = "export const f = new Intl.PluralRules('en-IN');";
    expect(await problemsFor(PAGE, plural)).not.toContain('no-restricted-syntax');
  });
});
