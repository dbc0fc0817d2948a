/** What people type, read the way the service needs it, and refused in the desk's words. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cardNoAsTyped,
  CardNoText,
  codeSentTo,
  internationalPhone,
  OtpCode,
  PhoneText,
} from '../../shared/domain/typed-input';
import { AmountText } from '../../shared/domain/claims';
import { problemsOf } from '../../shared/domain/problems';

/** The first problem a schema finds in `text`, as staff read it. */
const refusal = (schema: z.ZodType, text: string): string | undefined => {
  const parsed = schema.safeParse(text);
  return parsed.success ? undefined : problemsOf(parsed.error, text)[0]?.message;
};

describe('typed input', () => {
  it('reads a card number without spaces, in capitals', () => {
    expect(cardNoAsTyped(' cd-100 0017\t')).toBe('CD-1000017');
    expect(refusal(CardNoText, '   ')).toBe('Enter or scan a card number.');
    expect(refusal(CardNoText, 'C'.repeat(65))).toBe('A card number has at most 64 characters.');
  });

  it('the core takes an amount only as canonical text: the page reads what staff typed (typed-amount.ts)', () => {
    expect(AmountText.parse(' 1500.5 ')).toBe('1500.5');
    expect(refusal(AmountText, '1,500.50')).toBe('Enter an amount like 1500 or 1,500.50, with at most 4 decimals.');
  });

  it('puts the desk’s country code in front of a number typed the local way', () => {
    const phone = (typed: string, countryCode: string): string =>
      internationalPhone(PhoneText.parse(typed), countryCode);
    expect(phone('0712 345 678', '254')).toBe('+254712345678');
    expect(phone('712-345-678', '254')).toBe('+254712345678');
    expect(phone('+256 (0) 772 123456', '254')).toBe('+2560772123456');
    expect(phone('00255 754 123 456', '254')).toBe('+255754123456');
    expect(phone('+254 712 345 678', '255')).toBe('+254712345678');
    // Any national number of 6 to 11 digits makes a valid international one with any country code.
    expect(phone('123456', '1')).toBe('+1123456');
    expect(phone('012345678901', '9999')).toBe('+999912345678901');
    for (const wrong of ['call me', '12345', '+12345', '123456789012', '']) {
      expect(refusal(PhoneText, wrong), wrong).toBe(
        "Enter the member's mobile number, like 0712 345 678 or +254 712 345 678.",
      );
    }
  });

  it('takes a code of 4 to 8 digits, spaces aside, and refuses anything else in plain words', () => {
    expect(OtpCode.parse(' 123 456 ')).toBe('123456');
    for (const wrong of ['12', '123456789', '12a456', '']) {
      expect(refusal(OtpCode, wrong), wrong).toBe('Enter the code from the SMS: 4 to 8 digits.');
    }
  });

  it('finds where the service says it sent the code in its own message', () => {
    expect(codeSentTo(['OTP sent by SMS to Aisha Mugo Njoroge on +2547*****678'])).toBe('+2547•••678');
    expect(codeSentTo(['Visit started', 'SMS sent to 07xx xxx 678'])).toBeUndefined();
    expect(codeSentTo(['Code sent to 254712XXX678.'])).toBe('254712•••678');
    expect(codeSentTo([])).toBeUndefined();
  });
});
