/** Kanuni za dai (misimbo `claim.*`): kinachokosekana kwenye rasimu, na kile ambacho bima inaweza kukata. */
import type english from '../en/checks';
import type { Translation } from '../../translation';

export default {
  claim: {
    authorization: { missing: 'Chagua idhini ya ziara hii.' },
    attendanceDate: {
      missing: 'Andika tarehe ya kuhudumiwa.',
      notDate: 'Andika tarehe ya kuhudumiwa kama tarehe.',
      future: 'Tarehe ya kuhudumiwa bado haijafika; andika siku ambayo mwanachama alihudumiwa.',
      beforeAuthorization: 'Tarehe ya kuhudumiwa {{date, date}} ni kabla ya idhini kutolewa ({{issued, date}}).',
    },
    doctor: { missing: 'Chagua au ongeza daktari aliyemhudumia mwanachama.' },
    diagnosis: {
      none: 'Ongeza angalau utambuzi mmoja.',
      codeMissing: 'Utambuzi {{number}} unahitaji msimbo.',
      typeMissing: 'Utambuzi {{number}} unahitaji aina, kama Principal.',
      principalNone: 'Weka utambuzi mmoja kuwa Principal.',
      principalMany: 'Utambuzi mmoja tu unaweza kuwa Principal; sasa kuna {{count, count}}.',
      offList: 'Utambuzi {{number}}, {{code}}, haupo kwenye orodha ya utambuzi: hakiki msimbo.',
      notIcd:
        'Utambuzi {{number}}, {{code}}, haufanani na msimbo wa ICD-10 au ICD-11. Hakuna orodha ya utambuzi iliyoingizwa ya kuuhakiki: ingiza moja kwenye skrini ya Bei.',
    },
    lines: {
      none: 'Ongeza angalau huduma moja ya kudai.',
      tooMany: 'Dai lisizidi mistari {{maximum, count}}.',
      preAuth_one:
        'Mstari {{lines}} ni huduma ambayo bima inaiwekea alama “pre-auth”: inahitaji idhini ya bima kabla ya kutolewa (idhini ya awali), mbali na idhini ya ziara hii. Hakikisha ilipatikana, la sivyo bima inaweza kukata mstari huu.',
      preAuth_other:
        'Mistari {{lines}} ni huduma ambazo bima inaziwekea alama “pre-auth”: zinahitaji idhini ya bima kabla ya kutolewa (idhini ya awali), mbali na idhini ya ziara hii. Hakikisha ilipatikana, la sivyo bima inaweza kukata mistari hii.',
    },
    line: {
      itemMissing: 'Mstari {{number}}: chagua huduma kutoka kwenye orodha ya bei.',
      kindMissing: 'Mstari {{number}}: chagua aina ya huduma, kama medication.',
      quantityNotWhole: 'Mstari {{number}}: idadi lazima iwe namba kamili, angalau 1.',
      quantityTooLarge: 'Mstari {{number}}: idadi isizidi {{maximum, count}}.',
      priceNotAmount: 'Mstari {{number}}: bei lazima iwe kiasi kama 120.50, chenye desimali zisizozidi {{moneyScale}}.',
      quantityHigh:
        'Mstari {{number}}: idadi ya {{quantity, count}} inazidi kikomo cha dawati cha {{threshold, count}}.',
      aboveCover:
        'Mstari {{number}}: kiasi chake {{amount, amount}} kinazidi kiasi kinacholipwa na bima {{covered, amount}}.',
    },
    total: { tooLarge: 'Jumla ya dai ni kubwa mno; kagua idadi na bei.' },
    cover: {
      noBlock: 'Hakuna kiasi kilichozuiliwa kwa idhini hii: bima inaweza kukataa dai.',
      exceeded:
        'Jumla {{total, amount}} inazidi kiasi kinacholipwa na bima {{covered, amount}}: {{over, amount}} atalipa mwanachama.',
    },
  },
} satisfies Translation<typeof english>;
