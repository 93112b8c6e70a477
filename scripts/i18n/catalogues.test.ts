import { describe, expect, it } from 'vitest';
import { catalogueProblems, findCatalogues } from './catalogues';

describe('message catalogues (decision 032)', () => {
  it('give every message in every language, as ICU with the same arguments, for every id the code uses', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it('find the catalogues of the web app, its shared parts and the server', () => {
    const owners = findCatalogues().map((catalogue) => catalogue.owner);
    expect(owners).toEqual(expect.arrayContaining(['apps/web/src/app', 'apps/web/src/components']));
  });

  it('report a missing translation, a broken message, differing arguments and an unknown id', () => {
    const problems = catalogueProblems([
      {
        owner: 'apps/web/src/app',
        prefix: 'app.',
        messages: {
          en: { 'app.a': 'One', 'app.b': 'Hi {name}', 'app.c': '{n, plural, one {#} other {#}}' },
          hi: { 'app.b': 'नमस्ते {naam}', 'app.c': '{n, plural, one {#}' },
        },
      },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'apps/web/src/app: "app.a" has no hi text',
        'apps/web/src/app: "app.b" uses different {arguments}: name | naam',
        expect.stringMatching(/"app\.c" in hi is not ICU/),
        // The real app folder names ids this made-up catalogue lacks.
        'apps/web/src/app: "app.nav.home" is used but in no catalogue',
      ]),
    );
  });
});
