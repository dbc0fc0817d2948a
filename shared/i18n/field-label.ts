/**
 * A field's path as staff say it, in the language of `words` (the `rules` catalogue's `label`):
 * "lines.2.quantity" → "Line 3 quantity", "doctor.phone" → "Doctor's phone", "" → "The request".
 * Sentences name a problem's field with `{{field, label}}` (setup.ts), so the page and the core say it alike.
 */
import type { TFunction } from 'i18next';

type Words = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** Lists whose entries staff count from 1, with their own word: "lines.2" is "line 3". */
const COUNTED = new Set(['lines', 'diagnoses']);

const spaced = (key: string): string =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

export function fieldLabel(path: string, rules: TFunction<'rules'>): string {
  const words = rules as unknown as Words;
  const keys = path === '' ? [] : path.split('.');
  let whole: string | undefined;
  for (const [index, key] of keys.entries()) {
    const previous = keys[index - 1];
    if (/^\d+$/.test(key)) {
      const number = Number(key) + 1;
      whole =
        previous !== undefined && COUNTED.has(previous)
          ? words(`label.item.${previous}`, { number })
          : words('label.numbered', { whole: whole ?? '', number });
      continue;
    }
    const part = words(`label.field.${key}`, { defaultValue: spaced(key) });
    if (whole === undefined) whole = part;
    else if (index === 1 && previous === 'doctor') whole = words('label.doctorPart', { part });
    else whole = words('label.partOf', { whole, part });
  }
  const label = whole ?? words('label.request');
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
}
