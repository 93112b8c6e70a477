import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';

// The message catalogues (decision 032): one `locales/` folder per feature folder, with one JSON
// file per language. Found by walking the source trees, so a new feature's folder needs no list.
// A folder may split off words only some of its pages need (`locales/admin/`, ids `blogs-admin.`),
// so readers of its other pages do not download them.

export const ROOT = join(import.meta.dirname, '../..');
export const LANGUAGES = ['en', 'hi'] as const;
const TREES = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];
const SOURCE = /\.(ts|tsx)$/;

export type CatalogueFolder = {
  /** e.g. apps/web/src/features/jobs */
  owner: string;
  /** The prefix every id of this folder starts with, e.g. `jobs.` */
  prefix: string;
  messages: Record<(typeof LANGUAGES)[number], Record<string, string>>;
};

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

/** The folder's id prefix, its own name (`jobs.`); the contract's ids start `contract.` */
export function prefixOf(owner: string): string {
  if (owner.startsWith('packages/contract/')) return 'contract.';
  return `${owner.split('/').at(-1) ?? owner}.`;
}

export function findCatalogues(): CatalogueFolder[] {
  const folders = new Set(
    TREES.flatMap((tree) => walk(join(ROOT, tree)))
      .filter((path) => /[\\/]locales[\\/](\w+[\\/])?\w+\.json$/.test(path))
      .map((path) => dirname(path)),
  );
  return [...folders].map((folder) => {
    const part = basename(folder) === 'locales' ? null : basename(folder);
    const owner = relative(ROOT, dirname(part ? dirname(folder) : folder)).replaceAll('\\', '/');
    const messages = Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = join(folder, `${language}.json`);
        return [language, statSync(file, { throwIfNoEntry: false }) ? readJson(file) : {}];
      }),
    ) as CatalogueFolder['messages'];
    const prefix = part ? `${prefixOf(owner).slice(0, -1)}-${part}.` : prefixOf(owner);
    return { owner, prefix, messages };
  });
}

/** The argument names a message uses, or the parser's complaint. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        token.cases.forEach((c) => visit(c.tokens));
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/**
 * Ids a folder's code names: every quoted string shaped like one of its ids (`'jobs.search.x'`),
 * whether passed to `t()` at once or kept in a table of labels first. Tests are left out.
 */
export function idsUsedIn(owner: string, prefix: string): Set<string> {
  const escaped = prefix.replaceAll('.', '\\.');
  const id = new RegExp(`['"\`](${escaped}[A-Za-z0-9_.]*[A-Za-z0-9_])['"\`]`, 'g');
  const sources = walk(join(ROOT, owner)).filter(
    (path) => SOURCE.test(path) && !/\.test\.tsx?$/.test(path),
  );
  const ids = new Set<string>();
  for (const path of sources) {
    for (const match of readFileSync(path, 'utf8').matchAll(id)) ids.add(match[1] ?? '');
  }
  return ids;
}

/** Every problem with the catalogues, one line each; empty when complete. */
export function catalogueProblems(catalogues = findCatalogues()): string[] {
  const problems: string[] = [];
  for (const { owner, prefix, messages } of catalogues) {
    const ids = new Set(LANGUAGES.flatMap((language) => Object.keys(messages[language])));
    for (const messageId of ids) {
      if (!messageId.startsWith(prefix))
        problems.push(`${owner}: "${messageId}" does not start with "${prefix}"`);
      const shapes = LANGUAGES.map((language) => {
        const message = messages[language][messageId];
        if (message === undefined || message.trim() === '') {
          problems.push(`${owner}: "${messageId}" has no ${language} text`);
          return undefined;
        }
        try {
          return argumentsOf(message).join(',');
        } catch (error) {
          problems.push(`${owner}: "${messageId}" in ${language} is not ICU: ${String(error)}`);
          return undefined;
        }
      });
      if (shapes.every((shape) => shape !== undefined) && new Set(shapes).size > 1)
        problems.push(`${owner}: "${messageId}" uses different {arguments}: ${shapes.join(' | ')}`);
    }
    for (const used of idsUsedIn(owner, prefix)) {
      if (!ids.has(used)) problems.push(`${owner}: "${used}" is used but in no catalogue`);
    }
  }
  return problems;
}
