/** Uchunguzi: faili la kutuma kwa msaada (kwenye Mipangilio, na menyu ya programu), na matatizo ambayo ClaimDesk huwaeleza wahudumu. */
import type english from '../en/diagnostics';
import type { Translation } from '../../translation';

export default {
  heading: 'Uchunguzi kwa ajili ya msaada',
  intro:
    'Tatizo likitokea, msaada wako unaweza kuomba faili la uchunguzi: kumbukumbu za ClaimDesk na taarifa chache kuhusu dawati hili. Utaona kila kilichomo kabla halijahifadhiwa.',
  neverHolds:
    'Halina kamwe tokeni ya kufikia, msimbo uliotumwa kwa mwanachama wala nambari kamili ya kadi: nambari za kadi zinaonyesha herufi nne za mwisho tu.',
  logKept: 'ClaimDesk huweka kumbukumbu zake kwenye folda ya data, ndani ya “logs”.',
  show: 'Andaa faili',
  notMade: 'Faili halikuweza kuandaliwa',
  contains: 'Faili {{fileName}} ({{size}}) lina mafaili haya:',
  file: {
    versions: 'Matoleo ya ClaimDesk na ya kile inachotumia.',
    settings: 'Mipangilio ya dawati hili, na kama tokeni ya kufikia imehifadhiwa (kamwe si tokeni yenyewe).',
    sync: 'Hali ya kutuma madai, kama upau wa hali unavyoonyesha.',
    claims: 'Idadi ya madai katika kila hali.',
    integrity: 'Ukaguzi wa faili la data, uliofanywa sasa hivi.',
    log_one: 'Kumbukumbu: mstari {{count, count}}, kuanzia {{from}} hadi {{to}}.',
    log_other: 'Kumbukumbu: mistari {{count, count}}, kuanzia {{from}} hadi {{to}}.',
    emptyLog: 'Kumbukumbu: tupu.',
  },
  showContent: 'Kilichoandikwa',
  save: 'Hifadhi faili…',
  sendToIt: 'Tuma kwa IT',
  download: 'Pakua faili',
  cancel: 'Ghairi',
  saved: 'Limehifadhiwa kama {{path}}. Tuma faili hili kwa msaada wako.',
  sent: 'Limetumwa kwenye folda ya IT: {{path}}. Mwambie msimamizi wako wa IT kwamba liko hapo.',
  downloaded: 'Faili {{fileName}} liko kwenye vipakuliwa vyako. Tuma faili hili kwa msaada wako.',
  cancelled: 'Halijahifadhiwa. Faili bado liko tayari: lihifadhi utakapokuwa tayari.',
  notSaved: 'Faili halikuhifadhiwa',
  alerts: {
    title: 'ClaimDesk ilipata tatizo',
    'screen-restarted': 'ClaimDesk iliwasha upya skrini baada ya tatizo; kazi yako imebaki salama.',
    'unexpected-error':
      'ClaimDesk ilipata tatizo lisilotarajiwa na ikaendelea kufanya kazi; kazi yako iliyohifadhiwa iko salama. Likitokea tena, andaa faili la uchunguzi kwenye Mipangilio na ulitume kwa msaada wako.',
    sync: 'ClaimDesk ilipata hitilafu wakati wa kutuma madai; itajaribu tena yenyewe.',
    tariffs: 'ClaimDesk ilipata hitilafu wakati wa kusasisha bei; bei zilizohifadhiwa bado zinatumika.',
    backup:
      'ClaimDesk haikuweza kufanya nakala rudufu ya leo. Kazi yako bado inahifadhiwa kama kawaida; ClaimDesk itajaribu tena ndani ya saa moja.',
    'offsite-backup':
      'ClaimDesk haijanakili nakala zake za akiba kwenye folda ya IT kwa muda sasa. Kazi yako imehifadhiwa kwenye kompyuta hii kama kawaida; mjulishe msimamizi wako wa IT (Mipangilio inaonyesha sababu).',
    settings: 'ClaimDesk haikuweza kuhifadhi mpangilio iliougundua; itaugundua tena, hakuna kinachopotea.',
    store:
      'Utunzaji wa nyuma wa faili la data la ClaimDesk ulisimama. Kazi yako bado inahifadhiwa kama kawaida; hili likiendelea, fungua ClaimDesk upya.',
    'store-damaged':
      'ClaimDesk imepata uharibifu kwenye faili lake la data. Funga ClaimDesk na uifungue tena: itarejesha nakala yake ya akiba nzima ya karibuni zaidi na kukuambia cha kuangalia. Piga simu kwa msaada wako hili likirudi.',
    diagnoses:
      'ClaimDesk haikuweza kupakia orodha ya majaribio ya utambuzi; misimbo ya utambuzi bado inaweza kuandikwa.',
    times_one: 'Mara moja, saa {{time}}.',
    times_other: 'Mara {{count, count}}, ya mwisho saa {{time}}.',
    dismiss: 'Ondoa',
  },
} satisfies Translation<typeof english>;
