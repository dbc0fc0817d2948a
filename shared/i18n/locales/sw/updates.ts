/** Masasisho ya programu ya kompyuta: sehemu ya Mipangilio na taarifa inayoonyeshwa sasisho likiwa tayari. */
import type english from '../en/updates';
import type { Translation } from '../../translation';

export default {
  heading: 'Masasisho',
  desktopOnly:
    'Masasisho huja na programu ya kompyuta. Kwenye kivinjari, ClaimDesk husasishwa na anayeiendesha kwenye kompyuta hii.',
  version: 'Hii ni ClaimDesk {{version}}.',
  state: {
    off: 'Masasisho yamezimwa.',
    idle: 'Masasisho yamewashwa. Ukaguzi wa kwanza hufanyika dakika chache baada ya ClaimDesk kuanza.',
    checking: 'Inatafuta sasisho…',
    upToDate: 'Iko sasa: toleo {{version}}, imekaguliwa <time>{{stamp}}</time>.',
    downloading: 'Inapakua toleo {{version}}: {{share, percent}}',
    progress: 'Maendeleo ya kupakua',
    ready: 'Toleo {{version}} limepakuliwa na liko tayari kusakinishwa.',
    waiting: 'Toleo {{version}} litasakinishwa mara ClaimDesk itakapokuwa huru:',
    installing: 'Inasakinisha toleo {{version}}. ClaimDesk itafungwa na kuanza tena.',
  },
  blocker: {
    sending: 'Madai yanatumwa kwa kampuni ya bima; usakinishaji utaanza yakishatumwa.',
    editing: 'Skrini ya Dai iko wazi. Hifadhi dai na uondoke kwenye skrini; usakinishaji utaanza hapo.',
  },
  failed: {
    check: 'Ukaguzi wa masasisho umeshindwa',
    download: 'Sasisho halikuweza kupakuliwa',
    install: 'Sasisho halikuweza kusakinishwa',
    when: 'Saa <time>{{stamp}}</time>.',
    lastAnswer: 'Anwani ya masasisho ilijibu mara ya mwisho <time>{{stamp}}</time>.',
    detail: 'Maelezo kwa timu yako ya TEHAMA:',
  },
  reason: {
    unreachable:
      'Anwani ya masasisho haikupatikana. Hakikisha kompyuta hii iko mtandaoni; ClaimDesk itajaribu tena ndani ya saa moja.',
    'feed-missing':
      'Anwani ya masasisho ilijibu, lakini haina toleo la ClaimDesk (latest.yml). Hakiki anwani na timu yako ya TEHAMA.',
    'feed-invalid': 'Maelezo ya toleo kwenye anwani ya masasisho hayasomeki. Waambie timu yako ya TEHAMA.',
    'feed-error': 'Seva ya masasisho ilijibu kwa hitilafu. ClaimDesk itajaribu tena ndani ya saa moja.',
    checksum:
      'Faili lililopakuliwa halikulingana na alama ya uhakiki ya toleo, kwa hiyo limetupwa. ClaimDesk itajaribu tena ndani ya saa moja.',
    'signature-missing':
      'Sasisho limekataliwa: halijatiwa saini na timu ya matoleo ya ClaimDesk, kwa hivyo huenda si halisi. Hakuna kilichosakinishwa. Mwambie mtaalamu wako wa TEHAMA.',
    'signature-wrong':
      'Sasisho limekataliwa: limetiwa saini, lakini si kwa ufunguo wa matoleo wa ClaimDesk. Hakuna kilichosakinishwa. Mwambie mtaalamu wako wa TEHAMA.',
    'signature-tampered':
      'Sasisho limekataliwa: lilibadilishwa baada ya timu ya matoleo ya ClaimDesk kulitia saini. Limetupwa na hakuna kilichosakinishwa. Mwambie mtaalamu wako wa TEHAMA.',
    'not-installed':
      'Nakala hii ya ClaimDesk haiwezi kujisasisha: haikusakinishwa kwa kisakinishi cha ClaimDesk. Sakinisha matoleo mapya kwa mkono.',
    other: 'Hitilafu isiyotarajiwa imetokea.',
  },
  feed: {
    build: 'Masasisho yanatoka kwenye anwani iliyojengwa ndani ya nakala hii ya ClaimDesk: <code>{{url}}</code>',
    policy:
      'Masasisho yanatoka kwenye anwani aliyoweka mtaalamu wako wa TEHAMA katika faili la sera (policy.json, au update-policy.json kando ya ClaimDesk): <code>{{url}}</code>',
    'not-installed':
      'Nakala hii ya ClaimDesk haina anwani ya masasisho: haikusakinishwa kwa kisakinishi cha ClaimDesk.',
    'policy-invalid':
      'Hakuna masasisho: faili update-policy.json kando ya ClaimDesk haisomeki au anwani yake hairuhusiwi. Mwambie mtaalamu wako wa TEHAMA.',
  },
  form: 'Mipangilio ya masasisho',
  enabled: 'Tafuta masasisho kila siku na uyapakue',
  enabledHint: 'Hakuna kinachosakinishwa mpaka uchague “Anzisha upya na usakinishe”.',
  channel: {
    label: 'Njia ya masasisho',
    stable: 'Thabiti: matoleo ambayo kila dawati hupata',
    pilot: 'Majaribio: matoleo mapya kwanza, kwenye madawati machache',
    hint: 'Madawati ya majaribio hujaribu toleo kabla ya mengine; madawati mengi hubaki kwenye Thabiti.',
  },
  deferDays: {
    label: 'Siku ambazo wafanyakazi wanaweza kujibu “Baadaye”',
    hint: 'Kuanzia siku {{min}} hadi {{max}}. Baada ya hapo, sasisho lililopakuliwa husakinishwa wakati ujao wa kuanza.',
  },
  checkNow: 'Angalia sasa',
  install: 'Anzisha upya na usakinishe',
  installHint: 'ClaimDesk itafungwa, itasakinisha toleo jipya na kuanza tena. Kazi iliyohifadhiwa haipotei.',
  installsAfter: 'Litasakinishwa wakati ujao wa kuanza baada ya <time>{{stamp}}</time>.',
  later: 'Baadaye',
  notice: {
    region: 'Sasisho',
    ready: 'ClaimDesk {{version}} iko tayari kusakinishwa.',
    installing: 'Inasakinisha ClaimDesk {{version}}. ClaimDesk itafungwa na kuanza tena.',
  },
} satisfies Translation<typeof english>;
