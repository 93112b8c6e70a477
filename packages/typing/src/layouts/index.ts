import { ENGLISH } from './english';
import { INSCRIPT } from './inscript';
import { KRUTIDEV } from './krutidev';
import { REMINGTON_GAIL } from './remington-gail';
import type { LayoutDefinition, LayoutId, LayoutInfo } from './types';

const nfcValues = (table: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(table).map(([key, value]) => [key, value.normalize('NFC')]));

// The keypad's digits type ASCII digits on every layout unless its table says otherwise. They
// come after the table's own keys, so a plan prefers the number row where both type a digit.
const withKeypad = (keys: Readonly<Record<string, string>>) => {
  const all: Record<string, string> = { ...keys };
  for (let digit = 0; digit <= 9; digit += 1) all[`Numpad${digit}`] ??= String(digit);
  return all;
};

/** Every output in NFC, whichever way a table's source file spells a nukta letter. */
function normalised(layout: LayoutDefinition): LayoutDefinition {
  return {
    ...layout,
    keys: nfcValues(withKeypad(layout.keys)),
    altGr: nfcValues(layout.altGr),
    rules: layout.rules.map((rule) => ({
      ...rule,
      after: rule.after.normalize('NFC'),
      becomes: rule.becomes.normalize('NFC'),
    })),
  };
}

const DEFINITIONS: Readonly<Record<LayoutId, LayoutDefinition>> = {
  english: normalised(ENGLISH),
  'hindi-inscript': normalised(INSCRIPT),
  'hindi-remington-gail': normalised(REMINGTON_GAIL),
  'hindi-krutidev': normalised(KRUTIDEV),
};

/** The layouts a test can be typed on, in the order the landing page offers them. */
export const LAYOUTS: readonly LayoutInfo[] = [ENGLISH, INSCRIPT, REMINGTON_GAIL, KRUTIDEV].map(
  ({ id, name, language, description }) => ({ id, name, language, description }),
);

export function isLayoutId(value: string): value is LayoutId {
  return Object.hasOwn(DEFINITIONS, value);
}

export function getLayout(id: LayoutId): LayoutDefinition {
  return DEFINITIONS[id];
}
