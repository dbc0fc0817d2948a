/** Amounts as each language writes them, read into the canonical text the core accepts, or refused by why. */
import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT, AMOUNT_SIGNS, amountForTyping, readAmount, typedAmount } from '../../shared/domain/typed-amount';
import { AmountText } from '../../shared/domain/claims';
import { BlockAmount } from '../../shared/domain/care';
import { ruleMessage } from '../../shared/domain/rule-wording';
import { catalogues } from '../../shared/i18n/catalogues';
import { formatAmount } from '../../shared/i18n/format';
import { INTL_LOCALE, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { createI18n } from '../../shared/i18n/setup';
import { parseMoney } from '../../shared/money';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const read = (typed: string, language: Language): string => {
  const reading = readAmount(typed, language);
  return reading.ok ? reading.text : reading.refusal;
};

describe('French amounts', () => {
  it.each([
    ['1 500,50', '1500.50'],
    [`1${NBSP}500,50`, '1500.50'],
    [`1${NNBSP}500,50`, '1500.50'],
    ['1500,50', '1500.50'],
    ['1500.50', '1500.50'],
    ['1 500', '1500'],
    ['1500', '1500'],
    ['12 345 678,9', '12345678.9'],
    ['1,5', '1.5'],
    ['0,500', '0.500'],
    ['1500,500', '1500.500'],
    ['1 500,500', '1500.500'],
    ['1.500,50', '1500.50'],
    ['1,500.50', '1500.50'],
    ['1.500.000', '1500000'],
    [' 007,25 ', '7.25'],
    ['0', '0'],
  ])('reads "%s" as %s', (typed, canonical) => {
    expect(read(typed, 'fr')).toBe(canonical);
  });

  it('refuses "1,500" and "1.500": a thousand five hundred, or one and a half?', () => {
    expect(readAmount('1,500', 'fr')).toEqual({ ok: false, refusal: 'ambiguous', readings: ['1500', '1.500'] });
    expect(readAmount('1.500', 'fr')).toEqual({ ok: false, refusal: 'ambiguous', readings: ['1500', '1.500'] });
  });

  it('reads what the page shows back as the same amount (Intl writes fr with U+202F)', () => {
    const shown = formatAmount(parseMoney('1500.5'), 'fr');
    expect(shown).toBe(`1${NNBSP}500,50`);
    expect(read(shown, 'fr')).toBe('1500.50');
    expect(read(formatAmount(parseMoney('1234567890.1234'), 'fr'), 'fr')).toBe('1234567890.1234');
  });
});

describe('English and Kiswahili amounts', () => {
  it.each(['en', 'sw'] as const)('%s reads its own forms and the unambiguous others', (language) => {
    expect(read('1,500.50', language)).toBe('1500.50');
    expect(read('1500.50', language)).toBe('1500.50');
    expect(read('1500', language)).toBe('1500');
    expect(read('1,500', language)).toBe('1500');
    expect(read('1,234,567', language)).toBe('1234567');
    expect(read('1 500.50', language)).toBe('1500.50');
    expect(read('1500,50', language)).toBe('1500.50');
    expect(read('0.500', language)).toBe('0.500');
    expect(read('1.500,50', language)).toBe('1500.50');
  });

  it.each(['en', 'sw'] as const)('%s refuses "1.500": is it a thousand five hundred or one and a half?', (language) => {
    expect(readAmount('1.500', language)).toEqual({ ok: false, refusal: 'ambiguous', readings: ['1500', '1.500'] });
    expect(readAmount('12.500', language)).toEqual({ ok: false, refusal: 'ambiguous', readings: ['12500', '12.500'] });
  });
});

describe('refused in every language', () => {
  it.each(LANGUAGES)('%s', (language) => {
    expect(read('', language)).toBe('malformed');
    expect(read('abc', language)).toBe('malformed');
    expect(read('1e3', language)).toBe('malformed');
    expect(read('1,50,0', language)).toBe('malformed');
    expect(read('15 00', language)).toBe('malformed');
    expect(read('1 500 000,00.5', language)).toBe('malformed');
    expect(read('1500.', language)).toBe('malformed');
    expect(read('.50', language)).toBe('malformed');
    expect(read('+5', language)).toBe('malformed');
    expect(read('KES 1500', language)).toBe('malformed');
    expect(read('1,500.50.25', language)).toBe('malformed');
    expect(read('-5', language)).toBe('negative');
    expect(read('\u22121 500', language)).toBe('negative');
    expect(read('1500.12345', language)).toBe('tooManyDecimals');
    expect(read('1500,12345', language)).toBe('tooManyDecimals');
    expect(read('1500.1234', language)).toBe('1500.1234');
    expect(read('12345678901', language)).toBe('tooLarge');
    expect(read('12 345 678 901,5', language)).toBe('tooLarge');
    expect(read('9999999999.9999', language)).toBe('9999999999.9999');
    expect(read('99999999999999999999999', language)).toBe('tooLarge');
  });

  it('every reading is canonical text the core accepts, exact to the last digit', () => {
    for (const language of LANGUAGES) {
      for (const typed of ['1 500,50', '1,500.50', '0,0001', '9 999 999 999,9999', '1.500,50']) {
        const reading = readAmount(typed, language);
        if (!reading.ok) expect.fail(`${typed} in ${language}`);
        expect(reading.text).toMatch(AMOUNT_TEXT);
        expect(AmountText.parse(reading.text)).toBe(reading.text);
      }
    }
    expect(parseMoney(read('9 999 999 999,9999', 'fr'))).toBe(99_999_999_999_999n);
  });
});

describe('the signs of each language agree with how the page formats amounts', () => {
  it.each(LANGUAGES)('%s', (language) => {
    const parts = new Intl.NumberFormat(INTL_LOCALE[language], { minimumFractionDigits: 2 }).formatToParts(1234.5);
    const decimal = parts.find((part) => part.type === 'decimal')?.value;
    const group = parts.find((part) => part.type === 'group')?.value;
    expect(decimal).toBe(AMOUNT_SIGNS[language].decimal);
    expect(group?.replace(/[\u00a0\u202f]/, ' ')).toBe(AMOUNT_SIGNS[language].group);
    expect(amountForTyping('1500.50', language)).toBe(language === 'fr' ? '1500,50' : '1500.50');
  });
});

describe('problems worded per language', () => {
  const words = (language: Language) => createI18n(language, { resources: catalogues });
  const say = (language: Language, typed: string): string => {
    const outcome = typedAmount('amount', typed, language);
    if (outcome.ok) expect.fail(`${typed} was read`);
    return ruleMessage(outcome.problem.code, outcome.problem.params, words(language));
  };

  it('an ambiguous amount gives both readings and how to type each', () => {
    expect(say('fr', '1,500')).toBe(
      `Montant${NBSP}: «${NBSP}1,500${NBSP}» peut se lire 1${NNBSP}500,00 ou 1,50. Tapez 1500 pour le premier, ou 1,50 pour le second.`,
    );
    expect(say('en', '1.500')).toBe(
      'Amount: “1.500” could be 1,500.00 or 1.50. Type 1500 for the first, or 1.50 for the second.',
    );
    // What the message says to type is read as it says.
    expect(read('1,50', 'fr')).toBe('1.50');
    expect(read('1500', 'fr')).toBe('1500');
  });

  it('the example of an amount is written as each language writes it', () => {
    expect(say('fr', 'abc')).toBe(`Saisissez un montant comme 1500 ou 1${NBSP}500,50, avec au plus 4 décimales.`);
    expect(say('en', 'abc')).toBe('Enter an amount like 1500 or 1,500.50, with at most 4 decimals.');
    expect(say('sw', 'abc')).toBe('Andika kiasi kama 1500 au 1,500.50, chenye desimali zisizozidi 4.');
    // Each example reads in its own language.
    expect(read(`1${NBSP}500,50`, 'fr')).toBe('1500.50');
    expect(read('1,500.50', 'sw')).toBe('1500.50');
  });

  it('negative and too large amounts are said as such; a line price names its line', () => {
    expect(say('en', '-5')).toBe('Amount cannot be below zero.');
    expect(say('fr', '12345678901')).toBe(`Montant${NBSP}: un montant compte au plus 10 chiffres avant la virgule.`);
    const price = typedAmount('lines.2.price', '1,5x', 'fr', 'claim.line.priceNotAmount', { number: 3 });
    if (price.ok) expect.fail('read');
    expect(ruleMessage(price.problem.code, price.problem.params, words('fr'))).toBe(
      `Ligne 3${NBSP}: le prix doit être un montant comme 120,50, avec au plus 4 décimales.`,
    );
  });

  it('the core’s block amount takes the canonical reading of "1 500,50" and refuses the typed text', () => {
    const reading = readAmount('1 500,50', 'fr');
    if (!reading.ok) expect.fail('not read');
    expect(BlockAmount.parse(reading.text)).toBe(parseMoney('1500.50'));
    expect(BlockAmount.safeParse('1 500,50').success).toBe(false);
  });
});
