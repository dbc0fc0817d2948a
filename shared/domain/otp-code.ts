/**
 * The desk's one rule for a code from the SMS: how many digits it may have. The check (typed-input.ts `OtpCode`)
 * and every sentence that words it (the field's hint, the refusal: `{{otpMinDigits}}`, `{{otpMaxDigits}}`,
 * shared/i18n/setup.ts) read it here. The document gives no format; the codes seen are 6 digits.
 */
export const OTP_DIGITS = { min: 4, max: 8 } as const;

/** The rule as a sentence's values. */
export const OTP_WORDS = { otpMinDigits: OTP_DIGITS.min, otpMaxDigits: OTP_DIGITS.max } as const;
