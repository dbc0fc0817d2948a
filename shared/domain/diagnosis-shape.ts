/**
 * Whether a code has the shape of an ICD-10 or ICD-11 code, for a desk with no diagnosis list to check it
 * against: "sprain" or "J0" is not a code the insurer can read. Only the shape is checked (any edition's
 * codes pass: ICD-10-CM's seven characters, ICD-11's stems, extension codes and their clusters joined with
 * "&" or "/"), never whether the code exists.
 */

/** ICD-10: a letter, two digits (the third may be a letter in national editions), and up to four more after a dot. */
const ICD10 = /^[A-Z][0-9][0-9A-Z](\.?[0-9A-Z]{1,4})?$/;
/** ICD-11 stem: four characters, the second a letter, the third a digit (no I or O), up to two more after a dot. */
const ICD11_STEM = /^[0-9A-HJ-NP-Z][A-HJ-NP-Z][0-9][0-9A-HJ-NP-Z](\.[0-9A-HJ-NP-Z]{1,2})?$/;
/** ICD-11 extension code: X, then letters and digits ("XK9K", "XN678"). */
const ICD11_EXTENSION = /^X[A-HJ-NP-Z][0-9A-HJ-NP-Z]{2,4}$/;

const isPart = (part: string): boolean => ICD10.test(part) || ICD11_STEM.test(part) || ICD11_EXTENSION.test(part);

export function looksLikeIcdCode(code: string): boolean {
  const text = code.trim().toUpperCase();
  return text !== '' && text.split(/[&/]/).every(isPart);
}
