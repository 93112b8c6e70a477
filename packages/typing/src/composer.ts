// Turns physical key presses into text for one layout, without any input method in the
// operating system. Each key looks only at the last few characters, so a key costs the same
// at the end of a 90-minute test as at the start.
import { KdBuffer } from './buffer';
import { REPH, SHORT_I, isClusterPrefix, lastSyllableStart } from './devanagari';
import { ALT_GR_PREFIX, BACKSPACE, WHITESPACE_KEYS, tableKey } from './keys';
import type { KeyPress } from './keys';
import { getLayout } from './layouts';
import type { CharacterOrder, ContextRule, LayoutDefinition, LayoutId } from './layouts/types';

export type ComposerOptions = { order?: CharacterOrder };

export type Composer = {
  /** Types one key; returns false for keys the layout does not type (arrows, modifiers…). */
  press(key: KeyPress): boolean;
  /** Deletes one character: from the pending composition first, then from the text. */
  backspace(): void;
  /** Committed text, in NFC. */
  text(): string;
  /** Composition not yet committed (a ि waiting for its consonant), in display order. */
  pending(): string;
  /** Commits any pending composition (the test ended, or the caller needs the final text). */
  commit(): void;
  /** Key depressions that produced the text and pending composition now on screen. */
  keyDepressions(): number;
  /** Index of the word being typed (for backspace rules). */
  wordIndex(): number;
  /** The word index Backspace would leave. */
  wordIndexAfterBackspace(): number;
  /** Whether there is anything on screen to delete. */
  isEmpty(): boolean;
  /** The word being typed, pending composition included, without reading the whole text. */
  currentWord(): string;
};

type Edit = { remove: number; insert: string };

// Marks NFC may move past their neighbours (nukta, halant, Vedic stress signs).
const REORDERING_MARK = /[\u093C\u094D\u0951-\u0954]/u;

/** Rules by key, then by the last character of their context: a key checks only a few rules. */
function indexRules(rules: readonly ContextRule[]): Map<string, ContextRule[]> {
  const index = new Map<string, ContextRule[]>();
  for (const rule of rules) {
    const id = `${rule.altGr ? ALT_GR_PREFIX : ''}${rule.key}|${rule.after.slice(-1)}`;
    const list = index.get(id) ?? [];
    list.push(rule);
    index.set(id, list);
  }
  // The longest context wins: क़् + ा must see the nukta letter, not just the halant.
  for (const list of index.values()) list.sort((a, b) => b.after.length - a.after.length);
  return index;
}

class LayoutComposer implements Composer {
  private readonly committed = new KdBuffer();
  private readonly cluster = new KdBuffer();
  private shortIPending = false;
  private shortIKeys = 0;
  private readonly rules: Map<string, ContextRule[]>;
  private readonly typewriter: boolean;

  constructor(
    private readonly layout: LayoutDefinition,
    order: CharacterOrder,
  ) {
    this.rules = indexRules(layout.rules);
    this.typewriter =
      layout.typewriterOrder === 'always' ||
      (layout.typewriterOrder === 'optional' && order === 'typewriter');
  }

  press(key: KeyPress): boolean {
    if (key.code === BACKSPACE) {
      this.backspace();
      return true;
    }
    const whitespace = WHITESPACE_KEYS[key.code];
    if (whitespace !== undefined) return this.type('', whitespace);
    const us = tableKey(key.code, key.shift);
    if (us === null) return false;
    const ruleKey = (key.altGr ? ALT_GR_PREFIX : '') + us;
    const output = (key.altGr ? this.layout.altGr : this.layout.keys)[us];
    if (output === undefined) return false;
    if (this.typewriter && !key.altGr && us === 'f') return this.startShortI();
    if (this.typewriter && !key.altGr && us === 'Z') return this.typeRephAfter(ruleKey);
    return this.type(ruleKey, output);
  }

  backspace(): void {
    if (this.shortIPending) {
      if (this.cluster.length > 0) this.cluster.removeTail(1);
      else this.shortIPending = false;
      return;
    }
    const last = this.committed.tail(1).charCodeAt(0);
    this.committed.removeTail(last >= 0xdc00 && last <= 0xdfff ? 2 : 1);
  }

  text(): string {
    return this.committed.text();
  }

  pending(): string {
    return this.shortIPending ? this.cluster.text() + SHORT_I : '';
  }

  commit(): void {
    if (!this.shortIPending) return;
    const { text, keys } = this.cluster.drain();
    this.committed.append(text, 0, keys);
    this.committed.append(SHORT_I, this.shortIKeys);
    this.shortIPending = false;
  }

  keyDepressions(): number {
    const pending = this.shortIPending ? this.cluster.keyDepressions() + this.shortIKeys : 0;
    return this.committed.keyDepressions() + pending;
  }

  wordIndex(): number {
    return this.committed.wordIndex();
  }

  wordIndexAfterBackspace(): number {
    return this.shortIPending
      ? this.committed.wordIndex()
      : this.committed.wordIndexAfterBackspace();
  }

  isEmpty(): boolean {
    return !this.shortIPending && this.committed.length === 0;
  }

  currentWord(): string {
    return this.committed.currentWord() + this.pending();
  }

  private editFor(context: string, ruleKey: string, output: string): Edit {
    for (const rule of this.rules.get(`${ruleKey}|${context.slice(-1)}`) ?? []) {
      if (context.endsWith(rule.after)) return { remove: rule.after.length, insert: rule.becomes };
    }
    return { remove: 0, insert: output };
  }

  private type(ruleKey: string, output: string): boolean {
    if (output === '') return false;
    if (this.shortIPending) {
      const edit = this.editFor(this.cluster.text(), ruleKey, output);
      const cluster = this.cluster.text();
      const next = cluster.slice(0, cluster.length - edit.remove) + edit.insert;
      if (next !== '' && isClusterPrefix(next)) {
        this.cluster.replaceTail(edit.remove, edit.insert, 1);
        return true;
      }
      // The key does not continue the consonant cluster: the ि lands after the cluster.
      this.commit();
    }
    const context = this.committed.tail(8);
    const edit = this.editFor(context, ruleKey, output);
    if (REORDERING_MARK.test(edit.insert)) {
      // A nukta typed after a halant (त् + ़) must be stored as NFC stores it (त़्). Rare, so
      // the key depressions of the few letters rewritten simply move to the first of them.
      const before = context.slice(0, context.length - edit.remove);
      const spliced = (before + edit.insert).normalize('NFC');
      if (spliced !== before + edit.insert) {
        this.committed.replaceTail(context.length, spliced, 1);
        return true;
      }
    }
    this.committed.replaceTail(edit.remove, edit.insert, 1);
    return true;
  }

  private startShortI(): boolean {
    this.commit();
    this.shortIPending = true;
    this.shortIKeys = 1;
    return true;
  }

  /** Typewriter reph: typed after the syllable it sits on, stored before it (धर्म = ध म Z). */
  private typeRephAfter(ruleKey: string): boolean {
    this.commit();
    const context = this.committed.tail(8);
    const edit = this.editFor(context, ruleKey, REPH);
    if (edit.remove > 0) {
      this.committed.replaceTail(edit.remove, edit.insert, 1);
      return true;
    }
    const text = this.committed.tail(32);
    const syllable = text.slice(lastSyllableStart(text));
    this.committed.replaceTail(syllable.length, REPH + syllable, 1);
    return true;
  }
}

export function createComposer(layoutId: LayoutId, options: ComposerOptions = {}): Composer {
  return new LayoutComposer(getLayout(layoutId), options.order ?? 'typewriter');
}
