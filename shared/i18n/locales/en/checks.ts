/**
 * A claim's rules in words (shared/domain/rule-wording.ts, the codes `claim.*`): what a draft needs to be saved or
 * queued, and the checks of what the insurer may cut. Apart from the other rules (rules.ts) because only the
 * claim editor and the outbox say them: the first screen does not carry them.
 */
export default {
  // A claim: what a draft must be to be saved, and what it must be to be queued (claim-rules.ts).
  claim: {
    authorization: { missing: 'Pick the authorization for this visit.' },
    attendanceDate: {
      missing: 'Enter the attendance date.',
      notDate: 'Enter the attendance date as a date.',
      future: 'The attendance date is in the future; enter the day the member was seen.',
      beforeAuthorization:
        'The attendance date {{date, date}} is before the authorization was issued ({{issued, date}}).',
    },
    doctor: { missing: 'Pick or add the doctor who saw the member.' },
    diagnosis: {
      none: 'Add at least one diagnosis.',
      codeMissing: 'Diagnosis {{number}} needs a code.',
      typeMissing: 'Diagnosis {{number}} needs a type, like Principal.',
      principalNone: 'Mark one diagnosis as Principal.',
      principalMany: 'Only one diagnosis may be Principal; {{count, count}} are marked.',
      offList: 'Diagnosis {{number}}, {{code}}, is not on the diagnosis list: check the code.',
      notIcd:
        'Diagnosis {{number}}, {{code}}, does not look like an ICD-10 or ICD-11 code. No diagnosis list is imported to check it against: import one on the Tariffs screen.',
    },
    lines: {
      none: 'Add at least one item to claim.',
      tooMany: 'A claim has at most {{maximum, count}} lines.',
      preAuth_one:
        'Line {{lines}} is an item the insurer marks “pre-auth”: it needs the insurer’s approval before it is given (a pre-authorization), besides this visit’s authorization. Check that it was obtained, or the insurer may cut the line.',
      preAuth_other:
        'Lines {{lines}} are items the insurer marks “pre-auth”: they need the insurer’s approval before they are given (a pre-authorization), besides this visit’s authorization. Check that it was obtained, or the insurer may cut the lines.',
    },
    line: {
      itemMissing: 'Line {{number}}: pick an item from the tariff list.',
      kindMissing: 'Line {{number}}: choose the kind of item, like medication.',
      quantityNotWhole: 'Line {{number}}: the quantity must be a whole number of at least 1.',
      quantityTooLarge: 'Line {{number}}: the quantity must be at most {{maximum, count}}.',
      priceNotAmount: 'Line {{number}}: the price must be an amount like 120.50, with at most {{moneyScale}} decimals.',
      quantityHigh:
        'Line {{number}}: a quantity of {{quantity, count}} is above the desk’s threshold of {{threshold, count}}.',
      aboveCover: 'Line {{number}}: its amount {{amount, amount}} is above the covered amount {{covered, amount}}.',
    },
    total: { tooLarge: 'The claim total is too large; check the quantities and prices.' },
    cover: {
      noBlock: 'No amount is blocked on this authorization: the insurer may refuse the claim.',
      exceeded:
        'The total {{total, amount}} is above the covered amount {{covered, amount}}: {{over, amount}} is the member’s to pay.',
    },
  },
};
