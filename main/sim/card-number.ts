/**
 * The simulator's card numbers: "CD-" (or "CD", the `cardNumbers` personality) then a 6-digit serial then one Luhn check
 * digit over the serial, e.g. CD-1000017. A mistyped digit fails the check, which
 * the simulator does not enforce (an unknown card is simply not found).
 */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** "CD-1000017", or with `plain` (the `cardNumbers` personality) "CD1000017". */
export function cardNumber(serial: number, spelling: 'dashed' | 'plain' = 'dashed'): string {
  const digits = String(serial).padStart(6, '0');
  return `CD${spelling === 'dashed' ? '-' : ''}${digits}${luhnCheckDigit(digits)}`;
}
