import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The applicant panel names typing presets from the applications catalogue, so the employer's
// page does not load the typing test's; the two must still name them alike.
const catalogue = (feature: string, language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/features/${feature}/locales/${language}.json`, import.meta.url),
      'utf8',
    ),
  );
const PANEL = 'applications.typing.preset.';

describe('words two catalogues both hold', () => {
  it.each(['en', 'hi'])(
    'the applicant panel names every preset as the typing test does (%s)',
    (language) => {
      const panel = catalogue('applications', language);
      const typing = catalogue('typing', language);
      const presets = Object.keys(panel).filter((key) => key.startsWith(PANEL));
      expect(presets.length).toBeGreaterThan(5);
      for (const key of presets)
        expect([key, panel[key]]).toEqual([
          key,
          typing[`typing.preset.${key.slice(PANEL.length)}.name`],
        ]);
    },
  );
});
