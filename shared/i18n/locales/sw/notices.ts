/** Yale ClaimDesk iliyoyaona ilipofungua faili yake ya data, yanayoonyeshwa juu ya skrini hadi mhudumu ayasome. */
import type english from '../en/notices';
import type { Translation } from '../../translation';

export default {
  region: 'Taarifa kuhusu data yako',
  acknowledge: 'Nimeelewa',
  acknowledgeLabel: 'Nimeelewa: {{title}}',
  notAcknowledged: 'ClaimDesk haikuweza kurekodi kwamba umesoma hili. Jaribu tena.',
  raisedAt: 'Iligunduliwa ClaimDesk ilipoanza tarehe {{stamp}}.',
  restored: {
    title: 'Data imerejeshwa kutoka kwenye nakala rudufu',
    corrupt:
      'Faili ya data ya ClaimDesk iliharibika, kwa hivyo imerejeshwa kutoka kwenye nakala rudufu ya kiotomatiki ya {{stamp}}.',
    missing:
      'Faili ya data ya ClaimDesk haikuwepo, kwa hivyo imerejeshwa kutoka kwenye nakala rudufu ya kiotomatiki ya {{stamp}}.',
    toDo: 'Chochote kilichohifadhiwa baada ya wakati huo (madai, ziara, idhini, hati, mipangilio) huenda hakipo: kagua kazi yako ya karibuni na uandike tena kisichokuwepo.',
    reconcile_one:
      'Dai {{count, count}} ambalo huenda lilifika kwa kampuni ya bima litakaguliwa nayo kabla ya kutumwa tena.',
    reconcile_other:
      'Madai {{count, count}} ambayo huenda yalifika kwa kampuni ya bima yatakaguliwa nayo kabla ya kutumwa tena.',
    keptIn: 'Faili iliyoharibika imehifadhiwa kwa ajili ya wahudumu wa msaada katika {{folder}}.',
  },
  migrated: {
    title: 'Faili ya data imesasishwa',
    body: 'Toleo hili la ClaimDesk limesasisha faili yake ya data (kutoka toleo {{from}} hadi {{to}}). Nakala rudufu ya kabla ya kusasisha iko {{file}}.',
    toDo: 'Hakuna cha kufanya: kazi yako yote ipo.',
  },
  backupFailed: {
    title: 'Nakala rudufu ya kiotomatiki haikufanywa',
    body: 'ClaimDesk haikuweza kufanya nakala rudufu ya kiotomatiki ya leo. Kazi yako bado inahifadhiwa kama kawaida.',
    newest: 'Nakala rudufu ya karibuni ni ya {{stamp}}.',
    none: 'Bado hakuna nakala rudufu.',
    toDo: 'Ondoa baadhi ya faili ili kupata nafasi kwenye diski; ClaimDesk itajaribu tena itakapoanza tena. Hili likiendelea, piga simu kwa wahudumu wa msaada.',
  },
} satisfies Translation<typeof english>;
