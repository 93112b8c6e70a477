import { readFileSync } from 'node:fs';
import { CategorySchema } from '@shuruaat/contract';
import type { ScreeningContext } from '../engine';

/**
 * The labelled listings the engine is measured on (docs/screening.md). Written by hand before
 * the rules were tuned; every third listing of each file is held out: the rules were tuned
 * looking only at the others, so the held-out figures say how the rules do on text they were
 * not fitted to.
 */
export type LabelledListing = {
  id: string;
  label: 'scam' | 'legit';
  split: 'tune' | 'heldout';
  title: string;
  description: string;
  context: ScreeningContext;
};

const FILES = { scam: 'scams.txt', legit: 'legitimate.txt' } as const;

function parseLine(line: string, label: LabelledListing['label'], index: number): LabelledListing {
  const fields = line.split('|');
  if (fields.length !== 9)
    throw new Error(`${FILES[label]} listing ${index + 1}: 9 fields expected`);
  const [, category, kind, pay, skills, email, website, title = '', description = ''] = fields;
  if (kind !== 'internship' && kind !== 'job') throw new Error(`bad kind ${kind}`);
  const amount = pay ? { min: Number(pay), max: Number(pay) } : null;
  return {
    id: `${label}-${index + 1}`,
    label,
    split: index % 3 === 2 ? 'heldout' : 'tune',
    title,
    description,
    context: {
      kind: 'listing',
      listing: {
        kind,
        category: CategorySchema.parse(category),
        skills: skills ? skills.split(',') : [],
        stipend: kind === 'internship' ? amount : null,
        ctc: kind === 'job' ? amount : null,
      },
      company: email || website ? { email, website } : undefined,
    },
  };
}

export function loadLabelledSet(): LabelledListing[] {
  return (['scam', 'legit'] as const).flatMap((label) =>
    readFileSync(new URL(FILES[label], import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line, index) => parseLine(line, label, index)),
  );
}
