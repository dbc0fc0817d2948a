/** What people type, read the way the service needs it. */
import { describe, expect, it } from 'vitest';
import {
  amountAsTyped,
  cardNoAsTyped,
  CardNoText,
  codeSentTo,
  OtpCode,
  phoneAsTyped,
} from '../../shared/domain/typed-input';
import { TypedAmount } from '../../shared/domain/claims';

describe('typed input', () => {
  it('reads a card number without spaces, in capitals', () => {
    expect(cardNoAsTyped(' cd-100 0017\t')).toBe('CD-1000017');
    expect(CardNoText.safeParse('   ').error?.issues[0]?.message).toBe('Enter or scan a card number.');
  });

  it('reads an amount with its thousands separators where they belong, and nothing else', () => {
    expect(amountAsTyped('1,500')).toBe('1500');
    expect(amountAsTyped(' 12 000.50 ')).toBe('12000.50');
    expect(amountAsTyped('1,234,567.8')).toBe('1234567.8');
    // Commas out of place are left for the amount's check to refuse.
    expect(amountAsTyped('1,50')).toBe('1,50');
    expect(TypedAmount.safeParse('1,50').error?.issues[0]?.message).toBe(
      'Enter an amount like 1500 or 1,500.50, with at most 4 decimals.',
    );
    expect(TypedAmount.parse('1,500.5')).toBe('1500.5');
  });

  it('puts the desk’s country code in front of a number typed the local way', () => {
    expect(phoneAsTyped('0712 345 678', '254')).toBe('+254712345678');
    expect(phoneAsTyped('712-345-678', '254')).toBe('+254712345678');
    expect(phoneAsTyped('+256 (0) 772 123456', '254')).toBe('+2560772123456');
    expect(phoneAsTyped('00255 754 123 456', '254')).toBe('+255754123456');
    expect(phoneAsTyped('+254 712 345 678', '255')).toBe('+254712345678');
    expect(phoneAsTyped('call me', '254')).toBe('callme');
  });

  it('takes a code of 4 to 8 digits, spaces aside, and refuses anything else in plain words', () => {
    expect(OtpCode.parse(' 123 456 ')).toBe('123456');
    for (const wrong of ['12', '123456789', '12a456', '']) {
      expect(OtpCode.safeParse(wrong).error?.issues[0]?.message, wrong).toBe(
        'Enter the code from the SMS: 4 to 8 digits.',
      );
    }
  });

  it('finds where the service says it sent the code in its own message', () => {
    expect(codeSentTo(['OTP sent by SMS to Aisha Mugo Njoroge on +2547*****678'])).toBe('+2547•••678');
    expect(codeSentTo(['Visit started', 'SMS sent to 07xx xxx 678'])).toBeUndefined();
    expect(codeSentTo(['Code sent to 254712XXX678.'])).toBe('254712•••678');
    expect(codeSentTo([])).toBeUndefined();
  });
});
