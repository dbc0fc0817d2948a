/** Skrini ya ziara: kutafuta kadi, mwanachama, ziara na msimbo wake, kuzuia kiasi. */
import type english from '../en/visit';
import type { Translation } from '../../translation';

export default {
  heading: 'Ziara',
  nextMember: 'Mwanachama anayefuata',
  cardNo: 'Nambari ya kadi',
  lookup: {
    form: 'Kumtafuta mwanachama',
    cardHint: 'Changanua kadi, au andika nambari kisha ubonyeze Enter.',
    submit: 'Tafuta',
    empty: 'Andika au changanua nambari ya kadi.',
    invalidCard: 'Nambari ya kadi si sahihi. {{message}}',
    didYouMean: 'Je, ulimaanisha {{cardNo}} ({{name}})?',
    problem: {
      invalidCard: 'Nambari ya kadi si sahihi',
      notFound: 'Mwanachama hakupatikana',
      offline: 'Nje ya mtandao — mwanachama hapatikani',
      service: 'Huduma ya kampuni ya bima ina tatizo',
      access: 'Huduma ya kampuni ya bima imekataa kufikiwa',
      other: 'Utafutaji haukuweza kukamilika',
    },
  },
  demo: {
    cardsHeading: '<tag>Majaribio</tag> Kadi za kampuni ya bima ya kuigiza',
    cardsHelp:
      'Chagua moja ili uitafute. Kampuni ya bima ya kuigiza hutuma msimbo wa ziara kwa SMS kwa nambari yoyote ya simu utakayoandika.',
    pickCard: 'Tafuta kadi ya majaribio {{cardNo}}, {{name}}',
    code: '<tag>Majaribio</tag> SMS ya kampuni ya bima ya kuigiza ilikuwa na msimbo <value>{{code}}</value>. Mwanachama halisi huusoma kwenye simu yake.',
    codeLabel: 'Msimbo wa majaribio',
    role: {
      ampleLimits: 'kiwango kikubwa cha bima',
      smallLimits: 'kiwango kidogo: kiasi kinachozuiwa hulipwa sehemu tu',
      opticalExhausted: 'huduma ya macho imekwisha',
    },
  },
  member: {
    fetched: 'Ilichukuliwa <time>{{stamp}}</time> (nakala ya nje ya mtandao)',
    gender: 'Jinsia',
    dob: 'Tarehe ya kuzaliwa',
    age: 'Umri',
    years_one: 'Mwaka {{count, count}}',
    years_other: 'Miaka {{count, count}}',
    ageUnknown: 'Haujulikani',
  },
  photo: {
    loading: 'Inapakia picha…',
    offline: 'Picha haipatikani nje ya mtandao',
    none: 'Kampuni ya bima haina picha ya mwanachama huyu.',
    alt: 'Picha ya mwanachama kutoka kampuni ya bima',
  },
  start: {
    noBenefits: 'Hakuna mafao',
    noBenefitsText:
      'Kampuni ya bima haionyeshi mafao yoyote ya mwanachama huyu, kwa hivyo ziara haiwezi kuanzishwa. Mwombe mwanachama awasiliane na kampuni ya bima.',
    heading: 'Anzisha ziara',
    benefit: 'Fao',
    access: '(ufikiaji: {{access}})',
    phone: 'Simu ya mwanachama',
    phoneHint:
      'Nambari ya simu ya mkononi ya mwanachama, kama 0712 345 678 au +254 712 345 678. Msimbo hutumwa kwake kwa SMS.',
    submit: 'Anzisha ziara na utume msimbo',
    failed: 'Ziara haikuanzishwa',
  },
  code: {
    heading: 'Msimbo kutoka kwenye SMS',
    sentTo: 'Msimbo umetumwa kwa {{phone}}.',
    alreadyWaiting: 'Ziara tayari inasubiri msimbo wake',
    alreadyWaitingText:
      'Mwanachama huyu tayari alikuwa na ziara inayosubiri. Andika msimbo kutoka kwenye SMS ya awali.',
    expiryUnknown: 'Muda wa kuisha kwa msimbo haujulikani kwenye dawati hili.',
    label: 'Msimbo',
    hint: 'Msimbo wa tarakimu 6 ambao mwanachama alipokea kwa SMS.',
    check: 'Kagua msimbo',
    notAccepted: 'Msimbo haukukubaliwa',
    notChecked: 'Msimbo haukukaguliwa',
    resend: 'Tuma msimbo mpya',
    resendLater: 'Msimbo mpya unaweza kutumwa huu ukishaisha muda wake.',
    notResent: 'Hakuna msimbo mpya uliotumwa',
  },
  authorized: {
    heading: 'Ziara imeidhinishwa',
    label: 'Nambari ya idhini ya {{benefit}}',
    number: 'Nambari ya idhini',
    copyWhat: 'nambari ya idhini',
    writeClaim: 'Andika dai',
  },
  block: {
    heading: 'Zuia kiasi',
    amount: 'Kiasi cha kuzuia',
    amountHint: 'Gharama inayotarajiwa ya ziara, kama 1,500 au 1,500.50.',
    resultLabel: 'Viasi vilivyozuiwa kwa {{benefit}}',
    requested: 'Kilichoombwa',
    covered: 'Kinacholipwa na bima',
    coPayment: 'Malipo ya mwanachama',
    alreadyTitle: 'Idhini hii tayari ina kiasi kilichozuiwa',
    alreadyText:
      '{{requested, amount}} kilizuiwa ({{covered, amount}} kinalipwa na bima). Kuzuia tena kunachukua nafasi ya kiasi hicho.',
    instead: 'Zuia {{amount}} badala yake',
    againInstead: 'Zuia tena badala yake',
    keep: 'Bakiza kiasi kilichozuiwa',
    again: 'Zuia tena',
    submit: 'Zuia',
    failed: 'Hakuna kilichozuiwa',
  },
  recent: {
    heading: 'Wanachama wa hivi karibuni',
    unreadable: 'Orodha haikuweza kusomwa. {{problem}}',
    empty: 'Bado hakuna mwanachama aliyetafutwa kwenye dawati hili.',
    fetched: 'ilichukuliwa <time>{{stamp}}</time>',
  },
} satisfies Translation<typeof english>;
