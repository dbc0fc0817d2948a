/** Mipangilio › Kabidhi madai kwa dawati jingine: hamisha madai ambayo hayajatumwa kwenye faili lililofungwa, ingiza moja. */
import type english from '../en/handover';
import type { Translation } from '../../translation';

export default {
  heading: 'Kabidhi madai kwa dawati jingine',
  intro:
    'Kompyuta hii isipoweza kutuma madai yake (hakuna mtandao, au inabadilishwa), kabidhi madai yake ambayo hayajatumwa — rasimu na yaliyopangwa, pamoja na hati zake — kwa dawati linaloweza. Kisha yanatumwa kutoka dawati hilo tu, mara moja tu.',
  exportHeading: 'Hamisha madai ya dawati hili ambayo hayajatumwa',
  exportIntro:
    'ClaimDesk inaweka kila rasimu na kila dai lililopangwa kwenye faili moja, lililofungwa kwa nenosiri, na kuyaweka alama kuwa yamekabidhiwa: dawati hili halitayatuma tena. Mwambie dawati lingine nenosiri kwa sauti au kwa simu, kamwe si pamoja na faili. Ili kuyachukua tena, ingiza faili lile lile hapa.',
  passphrase: 'Nenosiri',
  passphraseHint_one: 'Angalau herufi {{count, count}}. Maneno kadhaa ni rahisi kusema na kuandika.',
  passphraseHint_other: 'Angalau herufi {{count, count}}. Maneno kadhaa ni rahisi kusema na kuandika.',
  tooShort_one: 'Nenosiri linahitaji angalau herufi {{count, count}}.',
  tooShort_other: 'Nenosiri linahitaji angalau herufi {{count, count}}.',
  repeat: 'Andika nenosiri tena',
  different: 'Manenosiri mawili hayafanani. Yaandike tena.',
  export: 'Tengeneza faili la makabidhiano',
  importHeading: 'Ingiza faili la makabidhiano',
  importIntro:
    'Chagua faili ambalo dawati lingine lilitengeneza, na uandike nenosiri lake. Madai yake yanakuwa ya dawati hili: rasimu zinabaki rasimu, na madai yaliyopangwa yanatumwa wakati wa kusawazisha unaofuata. Faili la makabidhiano ni la dawati moja tu: liingize kwenye dawati moja, kisha ulifute. ClaimDesk inathibitisha kila dai lililoingizwa na kampuni ya bima kabla ya kulituma, ili ziara iliyokwisha tumwa kutoka dawati jingine isitumwe tena.',
  file: 'Faili la makabidhiano',
  chooseFile: 'Chagua faili la makabidhiano kwanza.',
  import: 'Ingiza faili',
  notExported: 'Hakuna faili la makabidhiano lililotengenezwa',
  notImported: 'Hakuna kilichoingizwa',
  exportedTitle: 'Madai yamekabidhiwa',
  exported_one:
    'Dai {{count, count}} liko kwenye {{fileName}}, kwenye vipakuliwa vyako. Peleka faili hili kwa dawati lingine; dawati hili halitalituma.',
  exported_other:
    'Madai {{count, count}} yako kwenye {{fileName}}, kwenye vipakuliwa vyako. Peleka faili hili kwa dawati lingine; dawati hili halitayatuma.',
  importedTitle: 'Madai yameingizwa',
  imported_one:
    'Dai {{count, count}} kutoka {{fileName}} sasa ni la dawati hili kutuma. ClaimDesk inalithibitisha na kampuni ya bima kabla ya kulituma. Usiliingize faili hili kwenye dawati jingine.',
  imported_other:
    'Madai {{count, count}} kutoka {{fileName}} sasa ni ya dawati hili kutuma. ClaimDesk inathibitisha kila moja na kampuni ya bima kabla ya kulituma. Usiliingize faili hili kwenye dawati jingine.',
  takenBackTitle: 'Madai yamechukuliwa tena',
  takenBack_one:
    'Dawati hili ndilo lililotengeneza {{fileName}}: dai lake {{count, count}} ni la dawati hili kutuma tena. ClaimDesk inathibitisha na kampuni ya bima kabla ya kutuma, iwapo dawati jingine limeshatuma.',
  takenBack_other:
    'Dawati hili ndilo lililotengeneza {{fileName}}: madai yake {{count, count}} ni ya dawati hili kutuma tena. ClaimDesk inathibitisha na kampuni ya bima kabla ya kutuma, iwapo dawati jingine limeshatuma.',
  claim_one: '{{member}}, alihudumiwa {{date}}, {{amount}} ({{state}}, hati {{count, count}})',
  claim_other: '{{member}}, alihudumiwa {{date}}, {{amount}} ({{state}}, hati {{count, count}})',
  recordsHeading: 'Mafaili ya makabidhiano kwenye dawati hili',
  recordExported_one: 'Lilitengenezwa {{at}}: dai {{count, count}} limekabidhiwa.',
  recordExported_other: 'Lilitengenezwa {{at}}: madai {{count, count}} yamekabidhiwa.',
  recordImported_one: 'Liliingizwa {{at}}: dai {{count, count}}.',
  recordImported_other: 'Liliingizwa {{at}}: madai {{count, count}}.',
  recordTakenBack: 'Yalichukuliwa tena {{at}}.',
  saveAgain: 'Hifadhi faili tena',
} satisfies Translation<typeof english>;
