/**
 * What a diagnosis code is, and how two are compared. A code is kept as the list
 * writes it, trimmed and in capitals ("J06.9", an insurer's "OPD/12"); it is
 * matched by its key, its letters and digits alone, so "j069" typed at the desk
 * finds J06.9, and a list cannot hold two codes that differ only by a dot.
 */

export const MAX_CODE_LENGTH = 20;

/** Letters and digits, joined by dots, dashes or slashes; ICD-10's dagger and asterisk marks may end it. */
const CODE = /^[A-Z0-9](?:[A-Z0-9./-]*[A-Z0-9])?[*†]?$/;
const NOT_KEY = /[^A-Z0-9]/g;

/** Trimmed and in capitals. */
export const normaliseCode = (text: string): string => text.trim().toUpperCase();

export const isValidCode = (code: string): boolean => code.length <= MAX_CODE_LENGTH && CODE.test(code);

/** The letters and digits of a code or of typed text, in capitals: what matching compares. */
export const codeKey = (text: string): string => text.toUpperCase().replace(NOT_KEY, '');
