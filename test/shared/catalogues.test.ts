/**
 * The catalogues are complete: every language has exactly the keys of English (with
 * the plural forms its own grammar needs), no empty text, the same {{values}} and
 * <tags> per key; and every key the source names exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../shared/i18n/catalogues';
import { NAMESPACES } from '../../shared/i18n/namespaces';
import { INTL_LOCALE, LANGUAGES, type Language } from '../../shared/i18n/languages';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its full key ("status:waiting_one"). */
function leaves(tree: unknown, prefix: string, into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const full = `${prefix}${key}`;
    if (typeof value === 'string') into.set(full, value);
    else leaves(value, `${full}.`, into);
  }
  return into;
}

const textsOf = (language: Language): Map<string, string> => {
  const all = new Map<string, string>();
  for (const ns of NAMESPACES) leaves(catalogues[language][ns], `${ns}:`, all);
  return all;
};

/** Keys with their plural forms folded into one: "status:waiting" → { one, other }. */
function grouped(texts: Map<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of texts) {
    const form = PLURAL.exec(key)?.[1] ?? '';
    const base = key.replace(PLURAL, '');
    const group = groups.get(base) ?? new Map<string, string>();
    group.set(form, text);
    groups.set(base, group);
  }
  return groups;
}

const valuesIn = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
const tagsIn = (text: string): string[] => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1] ?? '').sort();
const unique = (lists: string[][]): string[] => [...new Set(lists.flat())].sort();

const english = grouped(textsOf('en'));

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const groups = grouped(textsOf(language));
  const categories = new Intl.PluralRules(INTL_LOCALE[language]).resolvedOptions().pluralCategories;

  it('has exactly the keys of the English one', () => {
    expect([...groups.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('gives every plural the forms of its language, and no others', () => {
    for (const [key, forms] of groups) {
      if (forms.has('')) continue;
      expect([...forms.keys()].sort(), key).toEqual([...categories].sort());
    }
  });

  it('has no empty text', () => {
    for (const [key, text] of textsOf(language)) expect(text.trim(), key).not.toBe('');
  });

  it('names the same {{values}} and <tags> as English in every key', () => {
    for (const [key, forms] of groups) {
      const source = english.get(key);
      if (!source) continue;
      const texts = [...forms.values()];
      const sourceTexts = [...source.values()];
      expect(unique(texts.map(valuesIn)), key).toEqual(unique(sourceTexts.map(valuesIn)));
      expect(unique(texts.map(tagsIn)), key).toEqual(unique(sourceTexts.map(tagsIn)));
    }
  });
});

// ── Every key the source names exists ─────────────────────────────────────────

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const known = new Set(english.keys());

/** Values of key tables: `const X = { … } as const satisfies Record<…>` (claim states, error kinds → keys). */
const tableValues = (code: string): string[] =>
  [...code.matchAll(/= \{([^}]*)\} as const satisfies Record</g)].flatMap((table) =>
    [...(table[1] ?? '').matchAll(/:\s*'([^']+)'/g)].map((match) => match[1] ?? ''),
  );
const called = (code: string, callee: RegExp): string[] =>
  [...code.matchAll(new RegExp(`${callee.source}\\(\\s*'([^']+)'`, 'g'))].map((match) => match[1] ?? '');

describe('keys named in the source', () => {
  it('exist in the page’s catalogues, in the namespaces each file reads', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles('renderer')) {
      const code = readFileSync(file, 'utf8');
      const used = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')?\s*\)/.exec(code);
      const namespaces = used?.[1] ? [...used[1].matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '') : ['common'];
      const keys = [
        ...called(code, /\bt/),
        ...[...code.matchAll(/i18nKey="([^"]+)"/g)].map((match) => match[1] ?? ''),
        ...tableValues(code),
      ];
      for (const key of keys) {
        checked += 1;
        const candidates = key.includes(':') ? [key] : namespaces.map((ns) => `${ns}:${key}`);
        // A table of keys (claim-states.ts) serves the namespace of the screen that reads it.
        const anywhere = NAMESPACES.map((ns) => `${ns}:${key}`);
        if (![...candidates, ...(used ? [] : anywhere)].some((candidate) => known.has(candidate))) {
          missing.push(`${path.relative(ROOT, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('exist in the core catalogue, for every message the core words', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles('main')) {
      const code = readFileSync(file, 'utf8');
      if (!code.includes("i18n/words'")) continue;
      const keys = [
        ...called(code, /\b(?:say|wording)/),
        ...[...code.matchAll(/refusal\('[^']*', '([^']+)'\)/g)].map((match) => match[1] ?? ''),
        ...tableValues(code),
      ];
      for (const key of keys) {
        checked += 1;
        if (!known.has(`core:${key}`)) missing.push(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  });
});
