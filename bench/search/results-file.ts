import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { IDLE_HEADING, MIX_HEADING } from './mix-results';
import { PLANS_HEADING, REPEATED_HEADING } from './results';

const TITLE = '# Benchmark results';
const ORDER = [MIX_HEADING, IDLE_HEADING, REPEATED_HEADING, PLANS_HEADING];
// The repeated-URL table was headed by its job count before the mix arrived.
const LEGACY: Record<string, RegExp> = { [REPEATED_HEADING]: /^## Search over .* jobs/ };

type Section = { heading: string; text: string };

function readSections(file: string): Section[] {
  if (!existsSync(file)) return [];
  const body = readFileSync(file, 'utf8');
  return body
    .split(/^(?=## )/m)
    .filter((part) => part.startsWith('## '))
    .map((text) => ({ heading: text.split('\n', 1)[0] as string, text: text.trimEnd() }));
}

const isSection = (known: string, heading: string) =>
  heading === known || Boolean(LEGACY[known]?.test(heading));

/**
 * Writes the sections this run measured into the results file and keeps every other section as
 * it was: a run of only the mix leaves the repeated-URL figures (and anything others added,
 * such as page-speed scores) in place.
 */
export function writeResults(file: string, fresh: Section[]): void {
  const old = readSections(file);
  const chosen = ORDER.map(
    (known) =>
      fresh.find((s) => s.heading === known) ?? old.find((s) => isSection(known, s.heading)),
  );
  const others = old.filter((s) => !ORDER.some((known) => isSection(known, s.heading)));
  const sections = [...chosen, ...others].filter((s): s is Section => s !== undefined);
  writeFileSync(file, [TITLE, ...sections.map((s) => s.text)].join('\n\n') + '\n');
}

export const section = (text: string): Section => ({
  heading: text.split('\n', 1)[0] as string,
  text,
});
