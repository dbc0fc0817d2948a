/**
 * The table of the insurer's words (shared/i18n/service-values.ts): every value the service document lists has a
 * word in each language, matched trimmed and in any case; an unknown value passes through as written.
 */
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../shared/i18n/catalogues';
import { LANGUAGES } from '../../shared/i18n/languages';
import { createI18n } from '../../shared/i18n/setup';
import {
  DOCUMENTED_SERVICE_VALUES,
  SERVICE_VALUE_KINDS,
  serviceValueKey,
  wordServiceValue,
  type ServiceValueKey,
} from '../../shared/i18n/service-values';

const wordsIn = (language: (typeof LANGUAGES)[number]): ((key: ServiceValueKey) => string) => {
  const i18n = createI18n(language, { resources: catalogues });
  // Untyped here: the keys are checked against the catalogue at run time, which is the point of the test.
  const t = i18n.getFixedT(language, 'common') as unknown as (key: string) => string;
  return (key) => {
    if (!i18n.exists(key, { ns: 'common' })) throw new Error(`no ${language} word for ${key}`);
    return t(key);
  };
};

describe.each(LANGUAGES)('in %s', (language) => {
  const word = wordsIn(language);

  it('words every value the service document lists (Principal, medication, pre-auth, Referral, Received, APPROVED…)', () => {
    for (const kind of SERVICE_VALUE_KINDS) {
      for (const value of DOCUMENTED_SERVICE_VALUES[kind]) {
        const key = serviceValueKey(kind, value);
        expect(key, `${kind} ${value}`).toBeDefined();
        expect(word(key as ServiceValueKey).trim(), `${kind} ${value}`).not.toBe('');
      }
    }
  });

  it('shows an unknown value exactly as the service wrote it, with no tooltip', () => {
    for (const value of ['Under review ', 'X', '', 'constructor', 'toString']) {
      expect(wordServiceValue(word, 'claimStatus', value)).toEqual({ text: value, title: undefined });
    }
  });
});

it('lists the values the document shows, per kind', () => {
  expect(DOCUMENTED_SERVICE_VALUES).toMatchObject({
    benefitAccess: ['Referral', 'Direct'],
    tariffAccess: ['direct', 'pre-auth'],
    diagnosisType: ['Principal', 'Secondary'],
    lineType: ['medication', 'investigation'],
    claimStatus: ['Received'],
    authorizationStatus: ['APPROVED'],
  });
});

it('matches a value trimmed and in any case, and keeps the service’s own word for the tooltip', () => {
  const fr = wordsIn('fr');
  const sw = wordsIn('sw');
  expect(wordServiceValue(fr, 'gender', ' FEMALE ')).toEqual({ text: 'Femme', title: ' FEMALE ' });
  expect(wordServiceValue(sw, 'gender', 'male')).toEqual({ text: 'Mwanamume', title: 'male' });
  expect(wordServiceValue(fr, 'tariffAccess', 'Pre-Auth')).toEqual({ text: 'Sur accord préalable', title: 'Pre-Auth' });
  expect(wordServiceValue(sw, 'diagnosisType', 'Secondary')).toEqual({ text: 'Ya pili', title: 'Secondary' });
  expect(wordServiceValue(fr, 'claimStatus', 'Approved')).toEqual({ text: 'Approuvée', title: 'Approved' });
  // English keeps the service's own word: no tooltip repeating it.
  expect(wordServiceValue(wordsIn('en'), 'benefitAccess', 'Referral')).toEqual({ text: 'Referral', title: undefined });
  // A kind's words are its own: "direct" is a tariff access, not a gender.
  expect(serviceValueKey('gender', 'direct')).toBeUndefined();
  expect(serviceValueKey('claimStatus', null)).toBeUndefined();
});
