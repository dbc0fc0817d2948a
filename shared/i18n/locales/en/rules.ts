/**
 * The rulebook's sentences (shared/domain/rule-wording.ts): what a form or a claim still needs, by the
 * rule's code ("claim.diagnosis.codeMissing" is `claim.diagnosis.codeMissing` here). `{{field, label}}`
 * names the field a problem is in, as `label` below says it, with a capital; `{{moneyScale}}` is the
 * decimals an amount may have.
 */
export default {
  // What any input check may find, said of the field it found it in.
  input: {
    missing: '{{field, label}} is missing.',
    wrongForm: '{{field, label}} is not in the right form.',
    notWhole: '{{field, label}} must be a whole number.',
    empty: '{{field, label}} must not be empty.',
    tooShort: '{{field, label}} is too short (at least {{minimum, count}} characters).',
    tooFew: '{{field, label}} has too few entries (at least {{minimum, count}}).',
    tooSmall: '{{field, label}} must be at least {{minimum, count}}.',
    tooLong: '{{field, label}} is too long (at most {{maximum, count}} characters).',
    tooMany: '{{field, label}} has too many entries (at most {{maximum, count}}).',
    tooLarge: '{{field, label}} must be at most {{maximum, count}}.',
    unknownFields: '{{field, label}} has fields ClaimDesk does not know ({{keys}}).',
    /** The whole of an operation's refusal: its problems, one after the other. */
    correct: 'Please correct this and try again: {{problems}}',
  },
  // What people type at the desk (typed-input.ts).
  cardNo: {
    missing: 'Enter or scan a card number.',
    tooLong: 'A card number has at most {{maximum, count}} characters.',
  },
  phone: { notMobile: "Enter the member's mobile number, like 0712 345 678 or +254 712 345 678." },
  otp: { notCode: 'Enter the code from the SMS: {{otpMinDigits}} to {{otpMaxDigits}} digits.' },
  amount: {
    notAmount: 'Enter an amount like 1500 or 1,500.50, with at most {{moneyScale}} decimals.',
    notPositive: 'Amount must be more than zero.',
    notCents: 'Amount must have at most 2 decimal places.',
    /** "1.500": a thousand and a half or one and a half; `thousands` and `decimal` are the two readings. */
    ambiguous:
      '{{field, label}}: “{{typed}}” could be {{thousands, amount}} or {{decimal, amount}}. Type {{thousands}} for the first, or {{decimal, amount}} for the second.',
    negative: '{{field, label}} cannot be below zero.',
    tooLarge: '{{field, label}} is too large: an amount has at most {{digits}} digits before the decimal point.',
  },
  countryCode: { notCode: 'Country code must be the digits of a country code, like 254.' },
  timeZone: { unknown: '{{field, label}} must be a time zone such as UTC or Africa/Nairobi.' },
  // The service address and token, checked as a pair (main/desk/settings/service-settings.ts names each problem).
  settings: {
    urlNotFull: 'The service address must be a full address, like https://insurer.example.',
    urlNotHttps: 'The service address must start with https:// (plain http:// is allowed only for this machine).',
    urlHasExtras: 'The service address must not contain a user name, password, query or fragment.',
    urlPathNotPlain:
      'The path of the service address may hold only letters, digits and - . _ ~ between single slashes, like https://insurer.example/api.',
    tokenNotOneWord: 'The token must be a single word of printable characters, without spaces.',
    bothOrNeither: 'Set both the service address and the token to use the insurer service, or neither to run the demo.',
    tokenAgain: 'A new service address needs its token: enter the token again.',
  },
  // The update feed's address (UpdateSettings in shared/domain/settings.ts).
  updates: {
    feedUrlNotFull: 'The update address must be a full address, like https://updates.example/claimdesk.',
    feedUrlNotHttps: 'The update address must start with https:// (plain http:// is allowed only for this machine).',
    feedUrlHasExtras: 'The update address must not contain a user name, password, query or fragment.',
  },
  // The IT folder for copies of the backups (BackupSettings in shared/domain/settings.ts).
  backup: {
    folderNotFull: 'The IT folder must be a full path, like \\\\server\\claimdesk, D:\\ClaimDesk or /mnt/claimdesk.',
  },
  // The doctor on the roster and on a claim.
  doctor: {
    name: { missing: "Enter the doctor's name." },
    gender: { notWord: '{{field, label}} must be an upper-case word, like FEMALE.' },
    phone: { notDigits: '{{field, label}} must be digits with country code and no plus sign, like 254712345678.' },
    email: { notAddress: '{{field, label}} must be an email address.' },
  },
  /**
   * Fields as staff say them, lower case (a sentence capitalises its first word); a field not named here
   * is said by its own name, spaced ("somethingNew": "something new").
   */
  label: {
    request: 'the request',
    /** A part of a field: "line 3" + "quantity". */
    partOf: '{{whole}} {{part}}',
    /** A part of the doctor. */
    doctorPart: "doctor's {{part}}",
    /** An entry of a list without its own word. */
    numbered: '{{whole}} {{number}}',
    /** Entries of lists staff count from 1: "lines.2" is "line 3". */
    item: { lines: 'line {{number}}', diagnoses: 'diagnosis {{number}}' },
    field: {
      id: 'claim reference',
      authorizationNo: 'authorization number',
      cardNo: 'card number',
      memberName: 'member name',
      attendanceDate: 'attendance date',
      batchNo: 'batch number',
      doctor: 'doctor',
      complain: 'complaint',
      diagnoses: 'diagnoses',
      lines: 'claim lines',
      name: 'name',
      gender: 'gender',
      phone: 'phone',
      email: 'email',
      license: 'licence',
      speciality: 'speciality',
      level: 'level',
      level_code: 'level code',
      code: 'code',
      type: 'type',
      tariffId: 'item',
      quantity: 'quantity',
      price: 'price',
      benefitCode: 'benefit',
      otp: 'code',
      amount: 'amount',
      limit: 'limit',
      visitRequestId: 'visit',
      claimId: 'claim',
      fileName: 'file name',
      contentBase64: 'file content',
      serviceUrl: 'service address',
      feedUrl: 'update address',
      token: 'token',
      deskName: 'desk name',
      staffName: 'staff name',
      batchRule: 'batch rule',
      fixedBatchNo: 'fixed batch number',
      serviceTimeZone: 'service time zone',
      lineAmounts: 'line amounts',
      countryCode: 'country code',
      claimNo: 'claim number',
    },
  },
} as const;
