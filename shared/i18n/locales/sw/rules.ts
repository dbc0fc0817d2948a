/**
 * Sentensi za kanuni: kinachokosekana kwenye fomu au dai. Jina la sehemu likianza sentensi hufuatwa na
 * nukta mbili, ili sentensi ilingane na jina lolote.
 */
import type english from '../en/rules';
import type { Translation } from '../../translation';

export default {
  input: {
    missing: '{{field, label}}: jaza sehemu hii.',
    wrongForm: '{{field, label}}: muundo si sahihi.',
    notWhole: '{{field, label}}: andika namba kamili.',
    empty: '{{field, label}}: sehemu hii isiachwe tupu.',
    tooShort: '{{field, label}}: maandishi ni mafupi mno (angalau herufi {{minimum, count}}).',
    tooFew: '{{field, label}}: vipengele ni vichache mno (angalau {{minimum, count}}).',
    tooSmall: '{{field, label}}: thamani iwe angalau {{minimum, count}}.',
    tooLong: '{{field, label}}: maandishi ni marefu mno (si zaidi ya herufi {{maximum, count}}).',
    tooMany: '{{field, label}}: vipengele ni vingi mno (si zaidi ya {{maximum, count}}).',
    tooLarge: '{{field, label}}: thamani isizidi {{maximum, count}}.',
    unknownFields: '{{field, label}}: ina sehemu ambazo ClaimDesk haizijui ({{keys}}).',
    correct: 'Tafadhali rekebisha hili kisha ujaribu tena: {{problems}}',
  },
  cardNo: {
    missing: 'Andika au skani nambari ya kadi.',
    tooLong: 'Nambari ya kadi isizidi herufi {{maximum, count}}.',
  },
  phone: { notMobile: 'Andika nambari ya simu ya mkononi ya mwanachama, kama 0712 345 678 au +254 712 345 678.' },
  otp: { notCode: 'Andika msimbo uliotumwa kwa SMS: tarakimu {{otpMinDigits}} hadi {{otpMaxDigits}}.' },
  amount: {
    notAmount: 'Andika kiasi kama 1500 au 1,500.50, chenye desimali zisizozidi {{moneyScale}}.',
    notPositive: 'Kiasi lazima kiwe zaidi ya sifuri.',
    notCents: 'Kiasi kisiwe na zaidi ya nafasi 2 za desimali.',
    ambiguous:
      '{{field, label}}: “{{typed}}” inaweza kuwa {{thousands, amount}} au {{decimal, amount}}. Andika {{thousands}} kwa cha kwanza, au {{decimal, amount}} kwa cha pili.',
    negative: '{{field, label}}: kiasi hakiwezi kuwa chini ya sifuri.',
    tooLarge: '{{field, label}}: kiasi kina tarakimu zisizozidi {{digits}} kabla ya nukta ya desimali.',
  },
  countryCode: { notCode: 'Msimbo wa nchi uwe tarakimu za msimbo wa nchi, kama 254.' },
  timeZone: { unknown: '{{field, label}}: weka saa za eneo kama UTC au Africa/Nairobi.' },
  settings: {
    urlNotFull: 'Anwani ya huduma lazima iwe kamili, kama https://insurer.example.',
    urlNotHttps:
      'Anwani ya huduma lazima ianze na https:// (http:// peke yake inaruhusiwa tu kwa kompyuta hii yenyewe).',
    urlHasExtras: 'Anwani ya huduma haipaswi kuwa na jina la mtumiaji, nenosiri, swali (?) wala kipande (#).',
    urlPathNotPlain:
      'Njia ya anwani ya huduma iwe na herufi, tarakimu na - . _ ~ tu, kati ya mkwaju mmoja mmoja, kama https://insurer.example/api.',
    tokenNotOneWord: 'Tokeni lazima iwe neno moja la herufi zinazochapishika, bila nafasi.',
    bothOrNeither:
      'Weka anwani ya huduma na tokeni zote mbili ili kutumia huduma ya kampuni ya bima, au usiweke yoyote ili kuendesha majaribio.',
    tokenAgain: 'Anwani mpya ya huduma inahitaji tokeni yake: andika tokeni tena.',
  },
  updates: {
    feedUrlNotFull: 'Anwani ya masasisho lazima iwe kamili, kama https://updates.example/claimdesk.',
    feedUrlNotHttps:
      'Anwani ya masasisho lazima ianze na https:// (http:// peke yake inaruhusiwa tu kwa kompyuta hii yenyewe).',
    feedUrlHasExtras: 'Anwani ya masasisho haipaswi kuwa na jina la mtumiaji, nenosiri, swali (?) wala kipande (#).',
  },
  backup: {
    folderNotFull: 'Folda ya IT lazima iwe njia kamili, kama \\\\server\\claimdesk, D:\\ClaimDesk au /mnt/claimdesk.',
  },
  doctor: {
    name: { missing: 'Andika jina la daktari.' },
    gender: { notWord: '{{field, label}}: andika neno kwa herufi kubwa, kama FEMALE.' },
    phone: {
      notDigits:
        '{{field, label}}: tarakimu tu, pamoja na msimbo wa nchi na bila alama ya kujumlisha, kama 254712345678.',
    },
    email: { notAddress: '{{field, label}}: andika anwani ya barua pepe.' },
  },
  label: {
    request: 'ombi',
    partOf: '{{part}} ({{whole}})',
    doctorPart: '{{part}} ya daktari',
    numbered: '{{whole}} {{number}}',
    item: { lines: 'mstari {{number}}', diagnoses: 'utambuzi {{number}}' },
    field: {
      id: 'kumbukumbu ya dai',
      authorizationNo: 'nambari ya idhini',
      cardNo: 'nambari ya kadi',
      memberName: 'jina la mwanachama',
      attendanceDate: 'tarehe ya kuhudumiwa',
      batchNo: 'nambari ya kundi',
      doctor: 'daktari',
      complain: 'malalamiko',
      diagnoses: 'utambuzi',
      lines: 'mistari ya dai',
      name: 'jina',
      gender: 'jinsia',
      phone: 'simu',
      email: 'barua pepe',
      license: 'leseni',
      speciality: 'utaalamu',
      level: 'ngazi',
      level_code: 'msimbo wa ngazi',
      code: 'msimbo',
      type: 'aina',
      tariffId: 'huduma',
      quantity: 'idadi',
      price: 'bei',
      benefitCode: 'mafao',
      otp: 'msimbo',
      amount: 'kiasi',
      limit: 'kikomo',
      visitRequestId: 'ziara',
      claimId: 'dai',
      fileName: 'jina la faili',
      contentBase64: 'maudhui ya faili',
      serviceUrl: 'anwani ya huduma',
      feedUrl: 'anwani ya masasisho',
      token: 'tokeni',
      deskName: 'jina la dawati',
      staffName: 'jina la mhudumu',
      batchRule: 'kanuni ya kundi',
      fixedBatchNo: 'nambari ya kundi isiyobadilika',
      serviceTimeZone: 'saa za eneo za huduma',
      lineAmounts: 'kiasi cha mistari',
      countryCode: 'msimbo wa nchi',
      claimNo: 'nambari ya dai',
    },
  },
} satisfies Translation<typeof english>;
