/** Skrini iliyofungwa: kufuli juu ya dawati, "Funga sasa", na Mipangilio › Skrini iliyofungwa. */
import type english from '../en/lock';
import type { Translation } from '../../translation';

export default {
  heading: 'ClaimDesk imefungwa',
  intro: 'Taarifa za wanachama zimefichwa wakati dawati halina mtu. Weka PIN yako ili uendelee ulipoishia.',
  pin: 'PIN',
  unlock: 'Fungua',
  wait: 'PIN nyingi mno zisizo sahihi. Unaweza kujaribu tena baada ya <time>{{clock}}</time>.',
  noPin:
    'Hakuna PIN iliyowekwa, kwa hiyo mtu yeyote anaweza kufungua skrini hii. Weka PIN katika Mipangilio, chini ya “Skrini iliyofungwa”.',
  open: 'Onyesha dawati',
  lockNow: 'Funga sasa',
  who: 'Nani yuko kwenye dawati? Chagua jina lako, kisha weka PIN yako.',
  pinFor: '{{name}}, weka PIN yako ili kuendelea.',
  notMe: 'Si {{name}}',
  section: {
    heading: 'Skrini iliyofungwa',
    intro:
      'Kisipobonyezwa kitufe chochote na kisipobofywa chochote kwa muda ulio hapa chini, ClaimDesk huficha taarifa za wanachama hadi PIN iwekwe. Ifunge mwenyewe kwa “Funga sasa” au Ctrl+Shift+L. Kazi inayoendelea huhifadhiwa.',
    idleMinutes: 'Funga baada ya (dakika)',
    idleHint: 'Kuanzia dakika 1 hadi 240.',
    noPin: 'Hakuna PIN iliyowekwa: skrini bado hujifunga, lakini mtu yeyote anaweza kuifungua. Weka PIN hapa chini.',
    pinSet: 'PIN imewekwa. Ili kuibadilisha, weka ile ya sasa kwanza.',
    currentPin: 'PIN ya sasa',
    newPin: 'PIN mpya',
    newPinHint: 'Tarakimu 4 hadi 12. ClaimDesk huhifadhi hashi yake ya polepole yenye chumvi tu, kamwe si PIN yenyewe.',
    repeatPin: 'PIN mpya tena',
    setPin: 'Weka PIN',
    pinsDiffer: 'PIN mpya mbili hazifanani.',
    pinSaved: 'PIN imewekwa.',
  },
  people: {
    heading: 'Watu wa dawati hili',
    intro:
      'Kila mhudumu huingia kwa jina lake na PIN yake: kumbukumbu za ukaguzi, madai na ripoti hurekodi nani alifanya nini. Yeyote aliyeingia anaweza kuongeza, kubadilisha jina au kuondoa watu; kila badiliko huwekwa kwenye kumbukumbu za ukaguzi.',
    showRetired_one: 'Onyesha mtu aliyeondolewa ({{count}})',
    showRetired_other: 'Onyesha watu walioondolewa ({{count}})',
    retiredList: 'Watu walioondolewa',
    retiredOn: '{{name}}, aliondolewa {{stamp}}',
    none: 'Kwanza weka PIN chini ya “Skrini iliyofungwa”: utakuwa mtu wa kwanza wa dawati hili, kisha unaweza kuongeza wengine.',
    you: '{{name}} (wewe)',
    rename: 'Badilisha jina la {{name}}',
    newName: 'Jina jipya la {{name}}',
    saveName: 'Hifadhi jina',
    cancel: 'Ghairi',
    retire: 'Ondoa {{name}}',
    retireTitle: 'Ondoa {{name}}?',
    retireText:
      'Hataweza tena kuingia kwenye dawati hili. Alichofanya kinabaki kwenye kumbukumbu za ukaguzi kwa jina lake.',
    retireConfirm: 'Ondoa {{name}}',
    addHeading: 'Ongeza mtu',
    name: 'Jina',
    nameHint: 'Herufi 1 hadi 60, tofauti na wengine wa dawati hili.',
    pin: 'PIN yake',
    pinAgain: 'PIN yake tena',
    add: 'Ongeza mtu',
    added: '{{name}} sasa anaweza kuingia kwenye dawati hili.',
  },
} satisfies Translation<typeof english>;
