/** Mipangilio › Sahau kompyuta hii: kinachofutwa, kinachozuia, na neno la kuandika kuthibitisha. */
import type english from '../en/forget';
import type { Translation } from '../../translation';

export default {
  heading: 'Sahau kompyuta hii',
  intro:
    'Inafuta kila kitu ambacho ClaimDesk inahifadhi kwenye kompyuta hii — wanachama, ziara, madai, hati, nakala za akiba, kumbukumbu, tokeni na mipangilio — na kuanzisha ClaimDesk upya kama siku yake ya kwanza. Itumie kabla kompyuta haijaondoka kliniki au kupewa mtu mwingine.',
  diskNote:
    'ClaimDesk huandika juu ya faili zake kabla ya kuziondoa, lakini baadhi ya diski (SSD) zinaweza kubaki na nakala za zamani; usimbaji fiche wa diski ya kompyuta ndio unaozilinda.',
  begin: 'Sahau kompyuta hii…',
  checkAgain: 'Angalia tena',
  blockedTitle: 'Bado: kuna kazi ambayo haijafika kwa kampuni ya bima',
  blocked: 'Tuma madai na hati hizi, au uyamalize kwenye Kikasha toezi, kisha angalia tena. Kufuta sasa kungezipoteza.',
  claimsLabel: 'Madai ambayo bado hayajafika kwa kampuni ya bima',
  documentsLabel: 'Hati ambazo bado hazijapakiwa',
  claim: '{{member}}, alihudumiwa {{date}}: {{state}}',
  inDoubt: '(matokeo hayajulikani: hakikisha na kampuni ya bima)',
  document: '{{file}} ({{member}}): {{state}}',
  typeWord: 'Andika {{word}} ili kufuta kila kitu',
  typeWordHint: 'Hili haliwezi kutenduliwa.',
  confirm: 'Futa na uanze upya',
  notErased: 'Hakuna kilichofutwa',
} satisfies Translation<typeof english>;
