/** Mipangilio › Muda data inavyohifadhiwa: vipindi vya kuhifadhi data za wagonjwa kwenye kompyuta hii. */
import type { Translation } from '../../translation';
import type source from '../en/retention';

export default {
  heading: 'Muda data inavyohifadhiwa',
  intro:
    'ClaimDesk huondoa data za wagonjwa kwenye kompyuta hii zisipohitajika tena. Madai ambayo bado hayajatumwa, madai ambayo kutumwa kwake hakujathibitishwa na hati ambazo kampuni ya bima bado haijapokea huhifadhiwa daima.',
  form: 'Vipindi vya kuhifadhi',
  documentDays: 'Hati zilizochanganuliwa, baada ya kampuni ya bima kuzipokea',
  documentDaysHint: 'Nakala iliyochanganuliwa huondolewa; dai bado linaonyesha hati, jina lake na ilipopokelewa.',
  recentMemberDays: 'Wanachama wa hivi karibuni, baada ya kutafutwa mara ya mwisho',
  recentMemberDaysHint: 'Jina, tarehe ya kuzaliwa na mafao yanayohifadhiwa ili kumwonyesha mwanachama nje ya mtandao.',
  unusedVisitDays: 'Ziara na idhini ambazo hakuna dai linalozitumia',
  unusedVisitDaysHint: 'Zile zinazotumiwa na dai huhifadhiwa pamoja na dai hilo.',
  corruptDays: 'Faili za data zilizoharibika zinazohifadhiwa kwa ajili ya msaada',
  corruptDaysHint: 'Faili zilizowekwa kando ClaimDesk ilipourejesha data yake kutoka nakala rudufu.',
  auditDays: 'Kumbukumbu za ukaguzi',
  auditDaysHint:
    'Nani alifanya nini dawatini, bila taarifa zozote za matibabu. Huhifadhiwa muda mrefu kuliko vyote: angalau siku 366.',
  range: 'Kuanzia siku {{min, count}} hadi {{max, count}}.',
  outOfRange: 'Andika idadi kamili ya siku kuanzia {{min, count}} hadi {{max, count}}.',
  applies:
    'Vipindi vilivyobadilishwa vinatumika katika usafishaji wa kila siku unaofuata, na kila ClaimDesk inapoanza.',
} as const satisfies Translation<typeof source>;
