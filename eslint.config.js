// One lint setup for every workspace. The import rules keep dependencies flowing one way:
// apps import the contract, the contract imports no app, features stay independent.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresIn = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// A feature may not reach into a sibling feature; the app layer composes them.
const webFeatureZones = featuresIn('apps/web/src/features').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A web feature must not import another feature; compose them in app/.',
}));

// A server feature may use another feature only through its service.
const serverFeatureZones = featuresIn('apps/server/src/features').flatMap((feature) =>
  featuresIn('apps/server/src/features')
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./apps/server/src/features/${feature}`,
      from: `./apps/server/src/features/${other}`,
      except: [`./${other}.service.ts`],
      message: 'A server feature may call another only through its service.',
    })),
);

const REPLACE_MESSAGE =
  "Pass a function, not a computed string, as replace's replacement: `$` patterns in the text would expand (write `() => text`).";

// `replace(pattern, text)` expands `$&`, `` $` ``, `$'` and `$1` inside text: user text
// spliced that way turned one 128-byte URL into a 300 MB page (issue 22). A replacement
// that is not a plain literal goes through a function, where `$` means nothing.
const REPLACE_RULES = [
  {
    selector: `CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]`,
    message: REPLACE_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(Identifier|MemberExpression|CallExpression|BinaryExpression|ConditionalExpression|LogicalExpression|TaggedTemplateExpression)$/]`,
    message: REPLACE_MESSAGE,
  },
];

// Counts go through countOf from @shuruaat/contract (Intl plural rules, a locale to pass):
// hand-written `n === 1 ? '' : 's'` copies were how "1 jobs" and "1 days" reached users.
const PLURAL_RULES = [
  {
    selector:
      'ConditionalExpression[test.operator=/^[!=]==?$/][test.right.value=1][consequent.value=/^s?$/][alternate.value=/^s?$/]',
    message: "Write counts with countOf(n, 'job') from @shuruaat/contract.",
  },
];

// The web app formats dates and numbers in one module, with a fixed locale and zone: copies
// drifted apart (some in the device's zone, which breaks hydration).
const FORMAT_MESSAGE = 'Format dates and numbers with apps/web/src/lib/format.ts.';
const FORMAT_RULES = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name=/Format$/]",
    message: FORMAT_MESSAGE,
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: FORMAT_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without a resolver that knows .ts files, import rules silently skip every import.
    settings: {
      // no-cycle reads the imported files themselves; without a parser for .ts it sees no imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // `@/…` is the web app's alias for apps/web/src (tsconfig paths and Vite say the same).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          alias: { '@': [fileURLToPath(new URL('./apps/web/src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', ...REPLACE_RULES, ...PLURAL_RULES],
      // Arrows point one way; a cycle is the first sign of two modules that should be one or three.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract imports no app.',
            },
            {
              target: './packages/typing',
              from: ['./apps', './packages/contract'],
              message: 'The typing engine is pure: it imports no app and no contract.',
            },
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/components',
                './apps/web/src/lib',
              ],
              from: './apps/web/src/app',
              message: 'Only app/ composes features; features, components and lib never import it.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared components and lib must not depend on a feature.',
            },
            {
              // Job search is a domain the home page, the landings and /jobs share: below the
              // features, above lib.
              target: './apps/web/src/job-search',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'job-search/ is shared by features; it imports none of them.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/job-search',
              message: 'Shared components and lib sit below job-search/.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports the server.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports the web app.',
            },
            {
              target: [
                './apps/server/src/db',
                './apps/server/src/plugins',
                './apps/server/src/lib',
                './apps/server/src/storage',
              ],
              from: ['./apps/server/src/features', './apps/server/src/seed'],
              message:
                'db/, plugins/, lib/ and storage/ sit below the features: they import no feature and no seed.',
            },
            {
              target: './apps/server/src/features',
              from: './apps/server/src/seed',
              message: 'Demo data sits above the features; features never import it.',
            },
            ...webFeatureZones,
            ...serverFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/db/client', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes never touch the database: call the service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ...REPLACE_RULES, ...PLURAL_RULES, ...FORMAT_RULES],
    },
  },
  {
    // One way for a page to reach the API (issue 24): a feature's api modules are called from
    // its route loaders and actions (`loaders.ts`, `*-loaders.ts`, `actions.ts`) and the app-wide
    // slices' thunks, never from what renders. Types may still come from them.
    files: [
      'apps/web/src/features/*/pages/**/*.{ts,tsx}',
      'apps/web/src/features/*/components/**/*.{ts,tsx}',
      'apps/web/src/features/*/use-*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)([a-z-]+-)?api$',
              allowTypeImports: true,
              message:
                'Pages, components and hooks reach the API through their route’s loader or action (features/<f>/loaders.ts), not api modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The module-level `t` is the browser's translator: in the server's render (pages, loaders,
    // actions) it renders message ids, and shared by concurrent requests of both languages it
    // could not do better (decision 032). Screens say words with useT(), loaders and actions with
    // requestT(args), helpers with the `t` their caller passes.
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/job-search/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/i18n/translate$',
              importNames: ['t'],
              message:
                'Say words with useT() in components, requestT(args) in loaders and actions, or the t your caller passes: the module t renders ids on the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/format.ts'],
    rules: { 'no-restricted-syntax': ['error', ...REPLACE_RULES, ...PLURAL_RULES] },
  },
  {
    // Emails and notifications write dates through the contract's istMomentText (issue 25):
    // two copies of the interview formatter had already grown apart from the web's wording.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...REPLACE_RULES,
        ...PLURAL_RULES,
        ...FORMAT_RULES.map((rule) => ({
          ...rule,
          message: 'Write dates in emails with istMomentText from @shuruaat/contract.',
        })),
      ],
    },
  },
);
