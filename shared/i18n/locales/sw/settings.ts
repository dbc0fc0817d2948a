/** Skrini ya mipangilio: lugha, huduma ya kampuni ya bima, dawati hili, nambari za makundi na viasi vya mistari. */
import type english from '../en/settings';
import type { Translation } from '../../translation';

export default {
  heading: 'Mipangilio',
  pages: {
    label: 'Kurasa za mipangilio',
    desk: 'Mapokezi',
    insurer: 'Bima na madai',
    data: 'Data na nakala',
    computer: 'Kompyuta hii',
    for: {
      desk: 'Kwa wote wa mapokezi: lugha, PIN na watu wanaoingia.',
      insurer: 'Kwa mtaalamu wa TEHAMA wa kliniki: huduma ya bima na jinsi dawati hili linavyoandika madai.',
      data: 'Kwa mtaalamu wa TEHAMA wa kliniki: muda wa kuhifadhi data, nakala, ufunguo wa kurejesha, kukabidhi.',
      computer: 'Kwa mtaalamu wa TEHAMA wa kliniki: masasisho, uchunguzi, na kusahau kompyuta hii.',
    },
  },
  readError: 'Mipangilio haikuweza kusomwa',
  reading: 'Inasoma mipangilio…',
  demoTitle: 'Majaribio — huduma ya bima ya kuigiza',
  demo: 'Hakuna huduma ya kampuni ya bima iliyowekwa, kwa hivyo ClaimDesk inatumia huduma ya kuigiza iliyojengwa ndani. Hakuna kinachofika kwa kampuni ya bima. Andika anwani ya huduma na tokeni hapa chini ili kuunganisha kweli.',
  inUseTitle: 'Huduma ya kampuni ya bima inayotumika',
  configured: 'Huduma iliyowekwa.',
  restartTitle: 'Anzisha upya',
  restart: 'Anwani mpya ya huduma au tokeni mpya imehifadhiwa. Anzisha ClaimDesk upya ili uanze kuitumia.',
  dataFolder: 'Folda ya data',
  offsite: {
    heading: 'Nakala za akiba kwenye folda ya IT',
    intro:
      'ClaimDesk inanakili nakala zake za akiba kwenye folda aliyochagua msimamizi wako wa IT (folda ya mtandao au diski ya USB), ili kompyuta ikiharibika isiziondoe. "Tuma kwa IT" katika Uchunguzi huandika huko pia.',
    folder: 'Folda ya IT',
    folderHint:
      'Njia kamili, kama \\\\server\\claimdesk, E:\\ClaimDesk au /mnt/claimdesk. Iache tupu ili nakala za akiba zibaki kwenye kompyuta hii tu.',
    everyHours: 'Nakili kila (saa)',
    everyHoursHint: 'Kuanzia saa {{min}} hadi {{max}}.',
    logLevel: 'Kiwango cha kumbukumbu ya matukio',
    logLevelHint: 'Kiasi ambacho kumbukumbu ya matukio huhifadhi; kinatumika mara moja.',
    level: { warn: 'Tahadhari na hitilafu tu', info: 'Kawaida', debug: 'Kila kitu, kwa msaada' },
    off: 'Nakala za akiba zinabaki kwenye kompyuta hii tu: hakuna folda ya IT iliyowekwa.',
    deskFolder: 'Folda ya dawati hili ndani yake: {{folder}}',
    never: 'Bado hakuna nakala iliyofika kwenye folda ya IT.',
    lastCopy: 'Nakala ya mwisho kwenye folda ya IT: {{time}}',
    lastFailure: 'Kushindwa kwa mwisho, {{time}}: {{reason}}.',
    staleTitle: 'Nakala kwenye folda ya IT zimechelewa',
    stale:
      'Hakuna nakala iliyofika kwenye folda ya IT katika saa {{hours}} zilizopita, au hakuna tangu ilipowekwa. Kazi yako imehifadhiwa kwenye kompyuta hii; mjulishe msimamizi wako wa IT.',
  },
  policy: {
    locked: 'Imewekwa na msimamizi wako (sera: {{file}})',
    refusedTitle: 'Sera ya TEHAMA imekataliwa: hakuna mpangilio wake unaotumika',
    contact: '{{source}}; mawasiliano: {{contact}}',
    enrolTitle: 'Sajili dawati hili tena',
  },
  language: {
    label: 'Lugha',
    hint: 'Lugha ya kila skrini, ya fomu ya dai inayochapishwa na ya jumbe za ClaimDesk. Inabadilika papo hapo.',
    settingsHint:
      'Lugha ya kila skrini, ya fomu ya dai inayochapishwa na ya jumbe za ClaimDesk. Inabadilika mara mipangilio inapohifadhiwa.',
    saved: 'Lugha imehifadhiwa.',
    notSaved: 'Lugha haikuweza kuhifadhiwa',
  },
  form: 'Mipangilio',
  service: 'Huduma ya kampuni ya bima',
  serviceUrl: 'Anwani ya huduma',
  serviceUrlPlaceholder: 'https://…',
  serviceUrlHint: 'Iache tupu ili kutumia huduma ya majaribio ya kuigiza.',
  token: 'Tokeni ya kufikia',
  tokenSaved: 'Tokeni imehifadhiwa. Iache tupu ili kuibakiza; andika mpya ili kuibadilisha.',
  tokenAgain:
    'Hii ni anwani mpya: andika tokeni yake. Tokeni iliyohifadhiwa hutumwa tu kwa anwani ambayo ilihifadhiwa nayo.',
  noToken: 'Bado hakuna tokeni iliyohifadhiwa.',
  timeZone: 'Saa za eneo za huduma',
  timeZoneHint: 'Saa za eneo ambazo kampuni ya bima huandikia nyakati zake, kama UTC au Africa/Nairobi.',
  desk: 'Dawati hili',
  clinicName: 'Jina la kliniki',
  clinicNameHint: 'Juu ya fomu ya dai inayochapishwa na risiti ya malipo ya pamoja.',
  deskName: 'Jina la dawati',
  staffName: 'Jina la mhudumu',
  staffNameHint:
    'Hurekodiwa kwa kinachofanywa kwenye dawati hili wakati hakuna aliyeingia (watu wakiwa dawatini, kila mmoja hurekodiwa kwa jina lake).',
  countryCode: 'Msimbo wa nchi wa nambari za simu',
  countryCodeHint:
    'Tarakimu zinazofuata alama ya kujumlisha, kama 254: nambari iliyoandikwa kwa njia ya kawaida ya hapa, kama 0712 345 678, huzipata mbele.',
  batches: 'Nambari za makundi kwa madai mapya',
  batchRule: 'Kanuni ya kundi',
  batchKind: {
    monthly: 'Kundi moja kila mwezi',
    weekly: 'Kundi moja kila wiki',
    daily: 'Kundi moja kila siku',
    fixed: 'Nambari ile ile ya kundi kila wakati',
  },
  batchPrefix: 'Kiambishi cha kundi',
  fixedBatchNo: 'Nambari ya kudumu ya kundi',
  lineAmounts: 'Viasi vya mistari vinatumwa kama',
  lineAmount: {
    unit: 'Bei ya kipimo kimoja (kampuni ya bima huizidisha kwa idadi)',
    total: 'Jumla ya mstari (idadi × bei ya kipimo kimoja)',
  },
  lineAmountsHint:
    'Kwa madai yatakayotumwa kuanzia sasa; madai yaliyokwisha tumwa yanabaki na viasi yaliyotumwa navyo. ClaimDesk huonya kampuni ya bima ikisoma viasi tofauti. Badilisha hili tu baada ya kuthibitisha na kampuni ya bima.',
  claimsPerAuthorization: 'Madai kwa kila idhini',
  severalClaimsPerAuthorization: 'Kampuni ya bima inakubali madai kadhaa kwa idhini moja',
  severalClaimsPerAuthorizationHint:
    'Acha hili limezimwa isipokuwa kampuni ya bima imelisema kwa maandishi: idhini ni ziara moja, kwa hivyo ClaimDesk inakataa kuweka kwenye foleni dai la pili juu yake, ambalo kampuni ya bima ingelikata au kulikataa kama nakala.',
  documentsHeading: 'Hati',
  documentSizeLimit: 'Ukubwa wa juu wa hati',
  documentSizeLimitHint:
    'Kampuni za bima huweka kikomo cha viambatisho. Picha au skani iliyo juu ya hiki hupunguzwa kabla ya kuhifadhiwa; PDF iliyo juu yake inakataliwa.',
  referralLetter: 'Dai la huduma ya rufaa lisilo na barua yake ya rufaa',
  referralLetterHold: 'Linasubiri hadi barua iambatishwe (au litumwe bila barua)',
  referralLetterWarn: 'Linatumwa, likiwa na onyo kwenye dai',
  quantityThreshold: 'Idadi ya kukagua kabla ya kutuma',
  quantityThresholdHint:
    'Mstari wa dai wenye idadi kubwa zaidi utahitaji uthibitisho kabla dai halijatumwa (30 isipobadilishwa).',
  tariffDropHoldPercent: 'Sehemu ya bei ambayo upakuaji kamili unaweza kuondoa bila ukaguzi (%)',
  tariffDropHoldPercentHint:
    'Orodha kamili ambayo ingeondoa zaidi ya bei zilizo kwenye kompyuta hii inasubiri kwenye skrini ya Bei ili mtu aangalie kitakachoondoka (50 isipobadilishwa; 100 haisubiri kamwe).',
  handoverUploadLimit: 'Faili kubwa zaidi la makabidhiano linalopokelewa',
  handoverUploadLimitHint: 'Faili kubwa zaidi linakataliwa kabla halijasomwa, ili lisijaze kumbukumbu ya kompyuta hii.',
  save: 'Hifadhi mipangilio',
  notSaved: 'Mipangilio haikuhifadhiwa',
  saved: 'Mipangilio imehifadhiwa.',
  saveBar: {
    label: 'Kuhifadhi mipangilio',
    unsaved: 'Bado haijahifadhiwa, kwenye: {{pages}}.',
    undo: 'Tendua mabadiliko',
    nothing: 'Hakuna kilichobadilika tangu kuhifadhi mara ya mwisho.',
    refusedOn: 'Sahihisha sehemu iliyowekwa alama nyekundu, kwenye: {{pages}}.',
  },
  test: {
    button: 'Jaribu muunganisho',
    missing: 'Andika anwani ya huduma na tokeni ili kuzijaribu.',
    connected: 'Imeunganishwa',
    unusable: 'Huduma haikuweza kutumika',
    didNotRun: 'Jaribio halikufanyika',
  },
} satisfies Translation<typeof english>;
