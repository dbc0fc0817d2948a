/** Ufunguo wa kurejesha (unaonyeshwa mara moja, kwa TEHAMA) na kuhamishia dawati hapa kutoka nakala. */
import type { Translation } from '../../translation';
import type en from '../en/recovery';

export default {
  shown: {
    title: 'Andika ufunguo huu wa kurejesha sasa',
    intro:
      'Unaonyeshwa mara hii moja tu. Kwa huo, TEHAMA wanaweza kufungua dawati hili na nakala zake kwenye kompyuta nyingine ikiwa hii itaharibika. Mpe msimamizi wako wa TEHAMA, au uuhifadhi mahali salama mbali na kompyuta hii.',
    label: 'Ufunguo wa kurejesha',
    done: 'Nimeuandika',
    never: 'ClaimDesk haiuhifadhi na haiwezi kuuonyesha tena. Ukipotea, toa mpya katika Mipangilio.',
  },
  section: {
    heading: 'Ufunguo wa kurejesha',
    intro:
      'Ufunguo wa kurejesha unawawezesha TEHAMA kufungua dawati hili na nakala zake kwenye kompyuta nyingine. Ufunguo mpya unachukua nafasi ya uliotangulia: ule wa zamani utafungua tu nakala zilizochukuliwa kabla.',
    issue: 'Toa ufunguo mpya wa kurejesha',
    failed: 'Hakuna ufunguo wa kurejesha uliotolewa',
    missingTitle: 'Bado hakuna ufunguo wa kurejesha',
    missing:
      'Bado hakuna ufunguo wa kurejesha: kompyuta hii ikiharibika, madai yake hayawezi kuhamishwa. Toa ufunguo mmoja na umpe TEHAMA.',
    missingGo: 'Toa ufunguo wa kurejesha katika Mipangilio',
  },
  move: {
    heading: 'Hamishia dawati hapa kutoka nakala',
    intro:
      'Kwa TEHAMA: leta hapa dawati la kompyuta nyingine kutoka moja ya nakala zake na ufunguo wake wa kurejesha. Faili ya .recovery ya nakala lazima iwe kando yake.',
    backupFile: 'Faili ya nakala',
    backupFilePlaceholder: '…\\backups\\claimdesk-….sqlite',
    recoveryKey: 'Ufunguo wa kurejesha',
    recoveryKeyHint: 'Makundi saba ya herufi na tarakimu tano; herufi kubwa, nafasi na vistari havijalishi.',
    enterBackupFile: 'Andika njia ya faili ya nakala.',
    enterRecoveryKey: 'Andika ufunguo wa kurejesha.',
    button: 'Hamishia dawati hapa',
    refused: 'Dawati halikuhamishwa',
    movedTitle: 'Dawati liko hapa',
    moved_one:
      'Unganisha na huduma ya kampuni ya bima sasa. Dai {{count}} lililokuwa likisubiri litathibitishwa na kampuni ya bima kabla ya kutuma chochote.',
    moved_other:
      'Unganisha na huduma ya kampuni ya bima sasa. Madai {{count}} yaliyokuwa yakisubiri yatathibitishwa na kampuni ya bima kabla ya kutuma chochote.',
  },
} satisfies Translation<typeof en>;
