/** Upau wa hali (huonekana kila wakati) na onyo kuhusu viasi ambavyo kampuni ya bima inarekodi tofauti. */
import type english from '../en/status';
import type { Translation } from '../../translation';

export default {
  region: 'Hali ya kusawazisha',
  reading: 'Inasoma hali ya kusawazisha…',
  offline: 'Nje ya mtandao — madai yamehifadhiwa na yatatumwa mtandao ukirudi',
  syncing: 'Inasawazisha… {{share, percent}}',
  progress: 'Maendeleo ya kusawazisha',
  failed: 'Kusawazisha kumeshindikana: {{message}}',
  failedUnknown: 'usawazishaji wa mwisho haukukamilika.',
  tryAgain: 'Bonyeza “Sawazisha sasa” ili kujaribu tena.',
  checking: 'Inakagua muunganisho na kampuni ya bima…',
  upToDate: 'Yote yamesawazishwa',
  connected: 'Imeunganishwa',
  waiting_one: 'Dai {{count, count}} linasubiri',
  waiting_other: 'Madai {{count, count}} yanasubiri',
  needsAttention_one: 'Dai {{count, count}} linahitaji kushughulikiwa',
  needsAttention_other: 'Madai {{count, count}} yanahitaji kushughulikiwa',
  needsAttentionWhy: '{{total}} ({{why}})',
  attention: {
    inDoubt_one: '{{count, count}} lina shaka',
    inDoubt_other: '{{count, count}} yana shaka',
    refused_one: '{{count, count}} limekataliwa',
    refused_other: '{{count, count}} yamekataliwa',
    priceChanged_one: '{{count, count}} bei imebadilika',
    priceChanged_other: '{{count, count}} bei imebadilika',
    anotherClaim_one: '{{count, count}} limezuiliwa kwa sababu ya dai jingine',
    anotherClaim_other: '{{count, count}} yamezuiliwa kwa sababu ya dai jingine',
  },
  documents_one: 'Hati {{count, count}} ya kupakia',
  documents_other: 'Hati {{count, count}} za kupakia',
  statusesUnread_one: 'Hali za bima za kundi {{count, count}} hazijasomwa (ClaimDesk itajaribu tena)',
  statusesUnread_other: 'Hali za bima za makundi {{count, count}} hazijasomwa (ClaimDesk itajaribu tena)',
  never: 'Bado haijawahi kusawazisha',
  lastSync: 'Ilisawazishwa mwisho <time>{{stamp}}</time> ({{age}})',
  syncNow: 'Sawazisha sasa',
  amounts: {
    region: 'Viasi vilivyorekodiwa na kampuni ya bima',
    title: 'Kampuni ya bima inarekodi viasi tofauti',
    readsTotals:
      'Kampuni ya bima inasoma kiasi cha kila mstari kama jumla ya mstari huo, lakini ClaimDesk inatuma bei ya kipimo kimoja: mistari yenye idadi zaidi ya 1 inadaiwa pungufu.',
    readsUnits:
      'Kampuni ya bima inazidisha kiasi cha kila mstari kwa idadi yake, lakini ClaimDesk inatuma jumla ya mstari: mistari yenye idadi zaidi ya 1 inadaiwa zaidi.',
    readsNeither: 'Kampuni ya bima ilirekodi viasi visivyolingana na bei za kipimo kimoja wala jumla za mistari.',
    affected_one: 'Dai {{count, count}} lilirekodiwa kwa kiasi tofauti na jumla yake; lifuatilie na kampuni ya bima.',
    affected_other:
      'Madai {{count, count}} yalirekodiwa kwa viasi tofauti na jumla zake; yafuatilie na kampuni ya bima.',
    showClaims: 'Onyesha madai',
    changeSetting: 'Badilisha jinsi viasi vinavyotumwa',
    caption: 'Madai ya kufuatilia na kampuni ya bima, mapya kwanza',
    claimNo: 'Nambari ya dai',
    member: 'Mwanachama',
    attendanceDate: 'Tarehe ya kuhudumiwa',
    claimTotal: 'Jumla ya dai',
    recorded: 'Kilichorekodiwa na kampuni ya bima',
  },
} satisfies Translation<typeof english>;
