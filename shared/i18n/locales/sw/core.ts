/**
 * Jumbe ambazo kiini cha ClaimDesk hutuma kwenye ukurasa: hitilafu za huduma ya kampuni ya bima, matatizo
 * ya kusawazisha, na kile kilichokataliwa na sababu yake, kwa maneno ya wahudumu.
 */
import type english from '../en/core';
import type { Translation } from '../../translation';

export default {
  remote: {
    offline: 'Huduma ya kampuni ya bima haikupatikana. Kagua muunganisho wa intaneti; hakuna kilichotumwa.',
    timeout: 'Huduma ya kampuni ya bima haikujibu kwa wakati.',
    connectionLost: 'Muunganisho na huduma ya kampuni ya bima ulikatika kabla jibu lake halijafika.',
    cancelled: 'Ombi lilisitishwa.',
    invalidRequest: 'Baadhi ya maelezo hayapo au hayako katika mfumo unaotakiwa na kampuni ya bima.',
    unauthorized:
      'Huduma ya kampuni ya bima ilikataa ufunguo wa kufikia wa ClaimDesk. Mwombe msimamizi akague mipangilio.',
    notFound: 'Kampuni ya bima haina rekodi inayolingana.',
    badRequest: 'Huduma ya kampuni ya bima haikuweza kukubali ombi kama lilivyotumwa.',
    rejected: 'Kampuni ya bima ilikataa ombi.',
    busy: 'Kampuni ya bima ina shughuli nyingi na imeiomba ClaimDesk isubiri; jaribu tena baada ya muda mfupi.',
    busyFor: 'Kampuni ya bima ina shughuli nyingi, jaribu tena baada ya sekunde {{seconds}}.',
    serverError: 'Huduma ya kampuni ya bima ilipata tatizo la ndani.',
    unexpectedStatus: 'Huduma ya kampuni ya bima ilitoa jibu ambalo ClaimDesk haielewi.',
    malformedResponse: 'Huduma ya kampuni ya bima ilituma jibu lisilolingana na muundo wake uliochapishwa.',
    notOffered: 'Huduma ya kampuni ya bima haitoi kazi hii kwenye anwani iliyowekwa.',
    noClaimEndpoint: 'Huduma ya kampuni ya bima haina njia ya kupokea madai (ilijaribu {{first}} na {{other}}).',
  },
  sync: {
    offline: 'Huduma ya kampuni ya bima haikupatikana.',
    offlineToDo:
      'Kagua muunganisho wa intaneti. Madai yanabaki yamehifadhiwa kwenye kompyuta hii na yatatumwa yenyewe huduma ikijibu tena.',
    auth: 'Huduma ilikataa ufunguo wa kufikia wa ClaimDesk: kagua tokeni kwenye Mipangilio.',
    authToDo:
      'Mwombe msimamizi akague ufunguo wa kufikia (tokeni) kwenye Mipangilio. Madai yanasubiri, yakiwa yamehifadhiwa, hadi ukubaliwe.',
    misconfiguredToDo: 'Mwombe msimamizi akague anwani ya huduma kwenye Mipangilio.',
    slowDown: 'Kampuni ya bima imeiomba ClaimDesk ipunguze kasi.',
    slowDownUntil:
      'ClaimDesk inasubiri hadi {{until}}, kama kampuni ya bima ilivyoomba, kisha inaendelea yenyewe. Madai yanabaki foleni na hakuna kinachotumwa mara mbili.',
    slowDownToDo:
      'ClaimDesk inasubiri kwa muda mfupi, kama kampuni ya bima ilivyoomba, kisha inaendelea yenyewe. Madai yanabaki foleni na hakuna kinachotumwa mara mbili.',
    retriesByItself:
      'ClaimDesk hujaribu tena yenyewe na huthibitisha na kampuni ya bima kabla ya kutuma chochote upya, kwa hivyo hakuna kinachotumwa mara mbili. Hali hii ikiendelea, wasiliana na kampuni ya bima.',
    internal: 'ClaimDesk haikuweza kumaliza kurekodi usawazishaji wa mwisho.',
    internalToDo:
      'Anzisha ClaimDesk upya. Ikitokea tena, wasiliana na msaada wa kiufundi; madai yaliyohifadhiwa hayajapotea.',
    answerLost:
      'ClaimDesk ilituma dai hili lakini jibu la kampuni ya bima halikufika. Itathibitisha na kampuni ya bima kabla ya kulituma tena.',
    claimNoHeld:
      'Kampuni ya bima ilijibu kwa nambari ya dai {{claimNo}}, ambayo ClaimDesk tayari inayo kwa dai lingine. Thibitisha na kampuni ya bima.',
    takenBackCheck:
      'Limechukuliwa tena kutoka kwa makabidhiano: dawati jingine huenda limeshalituma, kwa hivyo ClaimDesk inathibitisha na kampuni ya bima kabla ya kulituma.',
    importedCheck:
      'Limeingizwa kutoka faili la makabidhiano: dawati jingine huenda lilisoma faili hilo hilo na limeshalituma, kwa hivyo ClaimDesk inathibitisha na kampuni ya bima kabla ya kulituma.',
    uploadMaybeElsewhere:
      'Dai hili lilitumwa kutoka kompyuta nyingine (dawati lililokabidhiwa, au kompyuta ambayo dawati hili lilihamishwa kutoka), ambayo huenda imeshapakia {{file}}. Thibitisha na kampuni ya bima, kisha iweke alama kuwa imeambatishwa au uipakie tena.',
    uploadUnconfirmed:
      'Hatukuweza kuthibitisha kwamba {{file}} ilifika kwa kampuni ya bima. Thibitisha na kampuni ya bima, kisha iweke alama kuwa imeambatishwa au uipakie tena.',
    mayBeThis_one:
      'Dai {{claimNos}} kwenye huduma ya kampuni ya bima, la tarehe hii ya kuhudumiwa, linaweza kuwa dai hili, na ClaimDesk haiwezi kuwa na uhakika. Thibitisha na kampuni ya bima, kisha andika nambari ya dai hapa, au thibitisha kwamba halikufika. Hakuna kilichotumwa tena.',
    mayBeThis_other:
      'Madai {{count, count}} kwenye huduma ya kampuni ya bima, ya tarehe hii ya kuhudumiwa, yanaweza kuwa dai hili ({{claimNos}}), na ClaimDesk haiwezi kuwa na uhakika. Thibitisha na kampuni ya bima, kisha andika nambari ya dai hapa, au thibitisha kwamba halikufika. Hakuna kilichotumwa tena.',
    otherDeskVisit_one:
      'Halijatumwa: kampuni ya bima tayari ina dai {{claimNos}} la mwanachama huyu kwa tarehe hii, lililotumwa kutoka dawati jingine. Ikiwa ni ziara ile ile, usilitume. Ikiwa ni ziara nyingine, chagua “Ziara nyingine: ituma”.',
    otherDeskVisit_other:
      'Halijatumwa: kampuni ya bima tayari ina madai {{count, count}} ({{claimNos}}) ya mwanachama huyu kwa tarehe hii, yaliyotumwa kutoka dawati jingine. Ikiwa ni ziara ile ile, usilitume. Ikiwa ni ziara nyingine, chagua “Ziara nyingine: ituma”.',
  },
  host: {
    internal:
      'ClaimDesk ilipata tatizo lisilotarajiwa na haikumaliza kazi hii. Hakuna kilichopotea: jaribu tena, na likitokea tena anzisha ClaimDesk upya na umweleze msimamizi wako.',
    locked: 'Dawati limefungwa. Lifungue kwa PIN yako ili kuendelea.',
    unknownOperation: 'ClaimDesk haitambui ombi hili. Pakia ukurasa upya.',
    foreignPage: 'ClaimDesk hujibu kurasa ilizotoa yenyewe tu, kwenye kompyuta hii.',
    noToken:
      'Kichupo hiki kilifunguliwa bila ufunguo wa ClaimDesk. Fungua anwani nzima ambayo "npm run serve" ilionyesha ilipoanza (inaishia na #token=…), au rudi kwenye kichupo ambacho anwani hiyo ilifungua.',
    earlierRun:
      'Ukurasa huu ni wa mara ya awali ClaimDesk ilipoendeshwa. Fungua anwani ambayo ClaimDesk ilionyesha ilipoanza.',
    tooLarge: 'Hiki ni kikubwa mno kutumwa kwa ClaimDesk; hati zinaweza kuwa hadi MB 10.',
    notJson: 'ClaimDesk hupokea maombi hapa kwa JSON tu. Pakia ukurasa upya na ujaribu tena.',
    unreadable: 'ClaimDesk haikuweza kusoma ombi hili. Pakia ukurasa upya na ujaribu tena.',
    nothingHere: 'Hakuna kitu kwenye anwani hii.',
    wrongMethod: 'ClaimDesk haipokei aina hii ya ombi hapa.',
    notBuilt: 'Ukurasa wa ClaimDesk haujajengwa. Endesha "npm run serve", ambayo huujenga kwanza.',
    unexpected: 'ClaimDesk ilipata tatizo lisilotarajiwa. Pakia ukurasa upya.',
    notOwnPage: 'Ombi halikutoka kwenye ukurasa wa ClaimDesk wenyewe, kwa hivyo lilikataliwa.',
    failed: 'ClaimDesk ilipata tatizo lisilotarajiwa. Jaribu tena; anzisha programu upya likiendelea.',
    folderInUse: 'ClaimDesk nyingine (mchakato {{pid}}) inatumia folda ya data {{dataDir}}.',
    folderInUseClose:
      'Ifunge kwanza (ClaimDesk ambayo bado inaendesha, hali ya kivinjari iliyoanzishwa kwenye folda hii, au, kwa dawati la kompyuta nzima, ClaimDesk katika kipindi cha akaunti nyingine: iondoe akaunti hiyo), kisha anzisha ClaimDesk tena.',
    folderInUseElsewhere: 'Isimamishe kwanza, au anzisha hii kwa folda nyingine ({{flag}}).',
    folderNotLocked: 'Folda ya data {{dataDir}} haikuweza kufungwa kwa ClaimDesk hii.',
    notRunning:
      'ClaimDesk inasimama, au haikuweza kuanza tena. Anzisha ClaimDesk upya; likitokea tena, mjulishe msimamizi wako.',
  },
  settings: {
    locked:
      'Imewekwa na msimamizi wako (sera: {{file}}): {{settings}} haiwezi kubadilishwa hapa, kwa hiyo hakuna kilichohifadhiwa.',
    enterToken: 'Andika tokeni ili kujaribu muunganisho.',
    tokenForAddress:
      'Andika tokeni ya anwani hii: tokeni iliyohifadhiwa hutumwa tu kwa anwani ambayo ilihifadhiwa nayo.',
    enterAddressAndToken: 'Andika anwani ya huduma na tokeni.',
    connected_one: 'Imeunganishwa. Huduma ina huduma {{count, count}} kwenye orodha ya bei.',
    connected_other: 'Imeunganishwa. Huduma ina huduma {{count, count}} kwenye orodha ya bei.',
    connectedNoTariffs: 'Imeunganishwa. Huduma bado haina bei za dawati hili.',
    tokenRefused: 'Huduma ilijibu lakini ilikataa tokeni hii. Kagua tokeni na ujaribu tena.',
    checkAddressOnline: 'Kagua anwani na kwamba kompyuta hii iko mtandaoni.',
    checkAddressService: 'Kagua anwani; ikiwa ni sahihi, uliza kampuni ya bima kuhusu huduma yao.',
    noProtectedStorage:
      'Kompyuta hii haina hifadhi salama ya tokeni ya kufikia (kwenye Linux, anzisha mfumo wa funguo kama GNOME Keyring au KWallet), na ClaimDesk haihifadhi tokeni kama maandishi wazi kamwe. Badala yake, weka CLAIMDESK_SERVICE_URL na CLAIMDESK_TOKEN kwenye mazingira ya mfumo, au mwulize msimamizi wako.',
    noProtectedStorageEnrol:
      'Kompyuta hii haina hifadhi salama ya tokeni ya kufikia (kwenye Linux, anzisha mfumo wa funguo kama GNOME Keyring au KWallet), na ClaimDesk haihifadhi tokeni kama maandishi wazi kamwe. Dawati hili lazima lisajiliwe hapa, kwa hiyo tokeni iliyo kwenye mazingira ya mfumo haitumiki: weka mfumo wa funguo kwa akaunti hii, au sakinisha ClaimDesk kama dawati la kompyuta nzima (tazama mwongozo wa TEHAMA), kisha uweke tokeni tena.',
  },
  store: {
    diskFull: 'Diski imejaa: hatukuweza kuhifadhi {{subject}}. Futa vitu ili kupata nafasi kisha uhifadhi tena.',
    io: 'Diski haikuweza kusomwa wala kuandikwa: hatukuweza kuhifadhi {{subject}}. Hakikisha diski imeunganishwa na inafanya kazi, kisha uhifadhi tena; likiendelea, piga simu kwa msaada wa kiufundi.',
    corrupt:
      'Faili la data la ClaimDesk limeharibika: hatukuweza kuhifadhi {{subject}}. Anzisha ClaimDesk upya: hukagua faili na kurejesha nakala rudufu nzuri ya mwisho.',
    busy: 'Faili la data la ClaimDesk linatumiwa na programu nyingine: hatukuweza kuhifadhi {{subject}}. Funga dirisha lingine lolote la ClaimDesk kisha uhifadhi tena.',
    readOnly:
      'ClaimDesk hairuhusiwi kuandika kwenye folda yake ya data: hatukuweza kuhifadhi {{subject}}. Mwombe msaada wa kiufundi akague ruhusa za folda.',
    cannotOpen:
      'ClaimDesk haikuweza kufungua faili lake la data: hatukuweza kuhifadhi {{subject}}. Hakikisha folda ya data ipo na diski imeunganishwa.',
    subject: {
      change: 'badiliko',
      claim: 'dai',
      claimBeingWritten: 'dai linaloandikwa',
      document: 'hati',
      settings: 'mipangilio',
      memberLookup: 'utafutaji wa mwanachama',
      doctor: 'daktari',
      visit: 'ziara',
      verification: 'uthibitisho',
      authorization: 'idhini',
      authorizationCheck: 'ukaguzi wa idhini',
      block: 'kiasi kilichozuiwa',
    },
  },
  claims: {
    notOnDesk: 'Dai hili halipo tena kwenye dawati hili. Onyesha upya orodha ya madai.',
    onlyDraftsDeleted: 'Rasimu pekee ndiyo inaweza kufutwa. Dai hili limepangwa au limetumwa, kwa hivyo linabaki.',
    onlyQueuedBack: 'Dai linalosubiri kutumwa pekee ndilo linaweza kurudi kuwa rasimu.',
    notHeldForLookAlike:
      'Dai hili halizuiliwi tena kwa sababu ya dai la dawati jingine. Onyesha upya orodha uone lilipo.',
    notWaitingForCheck:
      'Dai hili halisubiri ukaguzi tena (au nambari hiyo ya dai ni ya dai lingine). Onyesha upya orodha ili uone lilipo.',
    needsCorrecting: 'Baadhi ya maelezo ya dai yanahitaji kusahihishwa.',
    stillChecking:
      'ClaimDesk bado inathibitisha kama kampuni ya bima ilishapokea dai hili, kwa hivyo haliwezi kubadilishwa. Jaribu tena baada ya usawazishaji ujao.',
    beingSent:
      'Dai hili linatumwa kwa kampuni ya bima sasa hivi na haliwezi kubadilishwa. Subiri matokeo, kisha ulifungue tena.',
    alreadySent: 'Dai hili limeshatumwa kwa kampuni ya bima na haliwezi kubadilishwa tena.',
    alreadySentAs: 'Dai hili limeshatumwa kwa kampuni ya bima (dai {{claimNo}}) na haliwezi kubadilishwa tena.',
    totalTooLarge: 'Jumla ya dai ni kubwa mno; kagua idadi na bei.',
    queuedMustStayComplete:
      'Dai hili liko kwenye foleni ya kutumwa, kwa hivyo lazima libaki kamili. Sahihisha maelezo yaliyoonyeshwa.',
    noLongerExists: 'Dai hili halipo tena. Onyesha upya orodha ya madai.',
    mayHaveArrived:
      'Huenda kampuni ya bima ilishapokea dai hili: jaribio la awali la kulituma halikupata jibu la wazi. ClaimDesk itathibitisha na kampuni ya bima wakati wa usawazishaji ujao; usilitume tena kwa sasa.',
    onlyNeedsAttention: 'Ni dai linalohitaji kushughulikiwa tu linaloweza kutumwa tena; hili halisubiri kurekebishwa.',
    notComplete: 'Dai bado halijakamilika. Sahihisha maelezo yaliyoonyeshwa.',
    needsConfirmation_one:
      'Bima inaweza kupunguza au kukataa dai hili: onyo {{count, count}} la kuthibitisha. Lirekebishe, au tuma hata hivyo ukitoa sababu.',
    needsConfirmation_other:
      'Bima inaweza kupunguza au kukataa dai hili: maonyo {{count, count}} ya kuthibitisha. Yarekebishe, au tuma hata hivyo ukitoa sababu.',
    attention: {
      inDoubt:
        'ClaimDesk haiwezi kujua kama dai hili lilifika kwa kampuni ya bima. Hakikisha na kampuni ya bima, kisha weka namba ya dai hapa, au thibitisha kwamba halikufika.',
      refused:
        'Kampuni ya bima ilikataa dai hili bila kueleza sababu. Hakikisha na kampuni ya bima, sahihisha dai kisha ulitume tena.',
      priceChanged: 'Bei ya huduma inayotumiwa na dai hili imebadilika; kagua bei kisha uthibitishe.',
      anotherClaim: 'Dai jingine huenda ni la ziara hiyo hiyo; soma sababu, kisha ulitume tu ikiwa ni ziara nyingine.',
    },
    priceChanged:
      "Bei ya {{id}} '{{name}}' ilibadilika kutoka {{oldPrice, amount}} hadi {{newPrice, amount}} tarehe {{date, date}}; kagua bei na uthibitishe.",
    authorizationClaimed:
      'Idhini {{authorizationNo}} tayari ina dai ({{state}}, nambari ya dai {{claimNo}}). Idhini ni ziara moja na hudaiwa mara moja tu: fungua dai hilo badala ya kutuma dai la pili.',
    authorizationClaimedUnnumbered:
      'Idhini {{authorizationNo}} tayari ina dai ({{state}}, bado halina nambari ya dai). Idhini ni ziara moja na hudaiwa mara moja tu: fungua dai hilo badala ya kutuma dai la pili.',
    claimState: {
      draft: 'rasimu',
      queued: 'linasubiri kutumwa',
      sending: 'linatumwa',
      submitted: 'limetumwa',
      needsAttention: 'linahitaji kushughulikiwa',
      handedOver: 'limekabidhiwa dawati lingine',
    },
  },
  referral: {
    pastSending: 'Dai hili limeshapita hatua ya kutumwa; barua yake ya rufaa haiwezi kuachwa tena.',
    notMissing: 'Dai hili halisubiri barua ya rufaa.',
  },
  documents: {
    pdfTooLarge:
      '{{file}} ina ukubwa wa {{size}}, zaidi ya {{limit}} ambazo dawati hili linaruhusu kwa hati (Mipangilio › Hati). Iskani tena kwa ubora wa chini, au igawanye kuwa PDF ndogo zaidi.',
    cannotShrink:
      '{{file}} ina ukubwa wa {{size}} na haikuweza kupunguzwa chini ya {{limit}} ambazo dawati hili linaruhusu; iskani tena kwa ubora wa chini.',
    notWaiting: 'Hati hii haisubiri ukaguzi tena. Onyesha dai upya ili uone hati zake zilipo.',
    noLongerAttached: 'Hati hii haijaambatishwa tena.',
    contentRemoved:
      'Maudhui ya {{file}} yaliondolewa kwenye kompyuta hii {{removed}}, kama ilivyowekwa katika Mipangilio › Muda data inavyohifadhiwa. Kumbukumbu ya kupakiwa kwake inabaki; omba kampuni ya bima ikiwa unahitaji hati hiyo tena.',
    notWhole: '{{file}} haikufika yote; iambatishe tena.',
    noContent: 'Chagua faili la kuambatisha: ClaimDesk haikupokea maudhui yoyote ya faili.',
    empty: '{{file}} ni tupu; ambatisha PDF, PNG, JPEG au TIFF.',
    tooLarge: '{{file}} ina ukubwa wa {{size}}; kikomo ni {{limit}}.',
    unsupported: '{{file}} ni {{kind}}; ambatisha PDF, PNG, JPEG au TIFF.',
    alreadySent: 'Hati hii imeshatumwa kwa kampuni ya bima (au inatumwa) na haiwezi kuondolewa.',
    kind: {
      word: 'hati ya Word',
      excel: 'kitabu cha Excel',
      text: 'faili la maandishi',
      gif: 'picha ya GIF',
      heic: 'picha ya HEIC',
      bmp: 'picha ya BMP',
      zip: 'faili la ZIP',
      office: 'hati ya Word au Office',
      oldOffice: 'hati ya zamani ya Word au Office',
      damaged: 'si PDF wala picha inayosomeka (huenda imeharibika)',
      empty: 'faili tupu',
      other: 'aina ya faili isiyokubaliwa na kampuni ya bima',
    },
  },
  tariffs: {
    inUse: 'bei za tarehe {{date, date}} bado zinatumika',
    noneStored: 'bado hakuna bei zilizohifadhiwa kwenye kompyuta hii',
    offline: 'Huduma ya kampuni ya bima haipatikani; {{inUse}}.',
    cancelled: 'Kusasisha bei kulisitishwa; {{inUse}}.',
    unauthorized:
      'Huduma ya kampuni ya bima ilikataa ufunguo wa kufikia wa ClaimDesk, kwa hivyo bei hazikusasishwa; {{inUse}}. Mwombe msimamizi akague mipangilio.',
    serviceError: '{{problem}} Bei hazikusasishwa; {{inUse}}. Jaribu tena baadaye.',
    invalidPrice:
      'Kampuni ya bima ilituma bei ya {{id}} ambayo ClaimDesk haiwezi kuihifadhi kwa usahihi ({{price}}); hakuna kilichobadilishwa na {{inUse}}.',
    held: 'Orodha kamili ya bei iliyopakuliwa sasa hivi ingeondoa bei {{dropped, count}} kati ya {{cached, count}} zilizo kwenye kompyuta hii, zaidi ya kinachoruhusiwa bila ukaguzi; hakuna kilichobadilishwa na {{inUse}}. Angalia kitakachoondoka kwenye skrini ya Bei, kisha badilisha bei au uzibakishe.',
    heldGone:
      'Orodha hiyo ya bei iliyopakuliwa haisubiri tena (upakuaji mpya au kuanzishwa upya kumeibadilisha); pakua zote tena.',
    saveFailed:
      'Bei mpya hazikuweza kuhifadhiwa kwenye kompyuta hii; {{inUse}}. Jaribu tena; ikiendelea kushindikana, anzisha ClaimDesk upya.',
    unexpected:
      'Bei hazikuweza kusasishwa kwa sababu ya hitilafu ndani ya ClaimDesk; bei zilizohifadhiwa bado zinatumika.',
  },
  demo: {
    notDemo:
      'Kadi na misimbo ya majaribio zipo tu kwenye dawati la majaribio, linalowasiliana na kampuni ya bima ya kuigiza.',
    noAnswer: 'Kampuni ya bima ya kuigiza haikujibu. Jaribu tena baada ya muda mfupi.',
  },
  care: {
    visitNotHere: 'Ziara hii haikuanzishwa kwenye dawati hili. Mtafute mwanachama na uanzishe ziara tena.',
    amountTooLarge: 'Kiasi ni kikubwa mno kuhifadhiwa kwa usahihi; andika kiasi kidogo zaidi.',
    insurerSaid: '{{message}} Kampuni ya bima ilisema: {{said}}',
    noSuchCard: 'Hakuna mwanachama mwenye nambari hii ya kadi. Kagua nambari kwenye kadi na ujaribu tena.',
    memberOffline:
      'Huduma ya kampuni ya bima haipatikani na mwanachama huyu hajawahi kutafutwa kwenye dawati hili. Jaribu tena mtandao ukirudi.',
    visitPending:
      'Mwanachama huyu tayari ana ziara inayosubiri msimbo wake. Mwombe mwanachama msimbo kutoka kwenye SMS ya awali, au anza tena msimbo huo ukiisha muda wake.',
    unreadableExpiry:
      'Huduma ya kampuni ya bima ilituma muda wa mwisho wa msimbo ambao ClaimDesk haiwezi kuusoma. Msimbo ulitumwa kwa mwanachama hata hivyo.',
    codeSent: 'Msimbo ulitumwa kwa mwanachama.',
    wrongCode:
      'Msimbo si sahihi au muda wake umeisha. Kagua msimbo na mwanachama; msimbo mpya unaweza kutumwa huu ukishaisha muda wake.',
    granted: 'Kampuni ya bima ilitoa idhini {{authorizationNo}}; iandike na uiingize kwa mkono baadaye.',
    noSuchAuthorization:
      'Kampuni ya bima haina idhini yenye nambari hii, kwa hivyo haikuhifadhiwa. Kagua nambari na kampuni ya bima.',
    notApproved: 'Kampuni ya bima inaonyesha idhini hii kama {{status}}, haijaidhinishwa, kwa hivyo haikuhifadhiwa.',
    blockAnswerLost:
      'Huenda kampuni ya bima ilirekodi kiasi kilichozuiwa, lakini jibu lake lilipotea. Zuia kiasi tena: kuzuia upya kwa idhini hii kunachukua nafasi ya kule kwa awali.',
    blockRefused: 'Kampuni ya bima ilikataa kuzuia kiasi: idhini si halali kwa kadi hii.',
    blockUnreadable:
      'Jibu la kampuni ya bima kuhusu kiasi kilichozuiwa lilikuwa na viasi ambavyo ClaimDesk haiwezi kusoma.',
    blocked:
      'Kampuni ya bima ilizuia {{covered, amount}} kati ya {{requested, amount}} (malipo ya mwanachama {{coPayment, amount}}).',
  },
  updates: {
    unavailable: 'Masasisho huja na programu ya kompyuta; nakala hii ya ClaimDesk haina kisasishaji.',
    off: 'Masasisho yamezimwa. Yawashe kwanza.',
    notReady: 'Hakuna sasisho lililo tayari kusakinishwa.',
    notConfirmed: 'Sasisho halikusakinishwa: halikuthibitishwa kwenye dirisha la ClaimDesk.',
    offline: {
      unsigned:
        'Haijasakinishwa: {{file}} katika {{folder}} haina sahihi ya ClaimDesk kando yake. Nakili folda nzima ya toleo, pamoja na faili zake za .sig.',
      'not-ours': 'Haijasakinishwa: sasisho katika {{folder}} halijasainiwa kwa ufunguo wa matoleo wa ClaimDesk.',
      tampered:
        'Haijasakinishwa: sasisho katika {{folder}} lilibadilishwa baada ya kusainiwa. Linakili tena kutoka kwenye toleo.',
      'not-newer':
        'Haijasakinishwa: sasisho katika {{folder}} ni toleo {{version}}, si jipya kuliko ClaimDesk hii ({{current}}).',
      'other-platform':
        'Haijasakinishwa: {{folder}} ina sasisho la mfumo au chaneli nyingine ({{held}}); kompyuta hii inahitaji {{file}}.',
      incomplete: 'Haijasakinishwa: {{folder}} haina sasisho kamili ({{file}} haipo au haisomeki).',
    },
    confirm: {
      title: 'Sakinisha sasisho',
      message: 'Sakinisha ClaimDesk {{version}} sasa?',
      detail: 'ClaimDesk itafungwa, itasakinisha toleo jipya na kuanza tena. Kazi iliyohifadhiwa inabaki.',
      install: 'Anzisha upya na usakinishe',
      cancel: 'Si sasa',
    },
  },
  recovery: {
    unavailable: 'Data ya dawati hili haijasimbwa, kwa hivyo haina ufunguo wa kurejesha wa kutoa.',
    restoreUnavailable:
      'Nakala hii ya ClaimDesk haiwezi kuhamishia dawati hapa yenyewe. Muulize msimamizi wako (tazama mwongozo wa TEHAMA).',
    mistypedLength:
      'Ufunguo wa kurejesha una herufi na tarakimu {{found}}; unapaswa kuwa na {{expected}} (makundi saba ya tano). Ulinganishe na karatasi na uuandike tena.',
    mistypedCharacter:
      'Kundi {{group}} la ufunguo wa kurejesha lina “{{character}}”, ambayo ufunguo wa kurejesha hauna kamwe. Linganisha kundi hilo na karatasi.',
    mistypedGroup:
      'Kundi {{group}} la ufunguo wa kurejesha limeandikwa vibaya (ukaguzi wake haulingani). Linganisha kundi hilo na karatasi na uliandike tena.',
    wrongKey:
      'Ufunguo huu wa kurejesha haufungui nakala hii: ni wa dawati jingine, au ufunguo wa zamani uliobadilishwa. Hakuna kilichobadilishwa.',
    noBackup: 'Hakuna faili ya nakala iliyopatikana kwenye {{file}}. Angalia njia na ujaribu tena.',
    noEnvelope:
      'Faili ya kurejesha {{file}} haipo. Inanakiliwa kando ya kila nakala (jina lile lile, linaloishia .recovery); itoe pamoja na nakala.',
    damagedEnvelope:
      'Faili ya kurejesha {{file}} imeharibika au si faili ya kurejesha ya ClaimDesk. Hakuna kilichobadilishwa.',
    damagedBackup:
      'Nakala imeharibika, au faili yake ya kurejesha ni ya nakala nyingine. Hakuna kilichobadilishwa. Jaribu nakala ya zamani zaidi.',
    newerSchema:
      'Nakala hii iliandikwa na ClaimDesk mpya zaidi (toleo la data {{found}}; hii inajua {{known}}). Sakinisha ClaimDesk mpya zaidi kwenye kompyuta hii kwanza. Hakuna kilichobadilishwa.',
    folderNotEmpty:
      'Folda ya data {{folder}} tayari ina dawati. Nakala huhamishiwa tu kwenye folda tupu ya data: hakuna kilichobadilishwa.',
    failed: 'Dawati halikuweza kuhamishiwa hapa ({{reason}}). Hakuna kilichohifadhiwa; jaribu tena.',
  },
  setup: {
    notDemo:
      'ClaimDesk tayari inatumia huduma ya kampuni ya bima. Ili kutumia majaribio badala yake, futa anwani ya huduma na tokeni katika Mipangilio.',
    otherAddress:
      'Anwani ya huduma iliyohifadhiwa ({{saved}}) si ile aliyoweka msimamizi wako ({{url}}): dawati hili haliunganishwi nayo. Sajili dawati hili tena: andika tokeni ya kufikia ya {{url}}.',
    fromEnvironment:
      'Msimamizi wako anataka dawati hili lisajiliwe kwenye kompyuta hii: tokeni iliyotolewa na {{route}} haitumiki. Andika tokeni ya kufikia hapa ili kusajili dawati.',
    enrolOnly:
      'Msimamizi wako anataka dawati hili lisajiliwe na kampuni ya bima: majaribio hayawezi kuchaguliwa. Andika tokeni ya kufikia ili kusajili dawati.',
  },
  offsite: {
    'folder-missing': 'folda ya IT haipatikani (folda ya mtandao haijaunganishwa, au diski ya USB haijachomekwa)',
    'not-writable': 'folda ya IT hairuhusu kompyuta hii kuandika ndani yake',
    full: 'diski au folda ya mtandao ya folda ya IT imejaa',
    unreachable: 'folda ya mtandao haikujibu kwa wakati',
    'copy-differs': 'nakala iliyosomwa tena haikulingana na nakala ya akiba, kwa hiyo imefutwa',
    'no-local-backup': 'hakuna nakala ya akiba iliyoweza kutengenezwa kwenye kompyuta hii ili kunakiliwa',
    other: 'hitilafu isiyotarajiwa (kumbukumbu ya matukio inaeleza zaidi)',
  },
  diagnostics: {
    previewAgain: 'Faili hili la uchunguzi haliko tayari tena kuhifadhiwa. Onyesha tena kilichomo, kisha ulihifadhi.',
    notSent:
      'Kumbukumbu ya uchunguzi haikuweza kuandikwa kwenye folda ya IT: {{reason}}. Jaribu tena baadaye, au mjulishe msimamizi wako wa IT.',
    notSaved: 'Faili la uchunguzi halikuweza kuhifadhiwa ({{reason}}). Chagua folda nyingine ujaribu tena.',
    saveTitle: 'Hifadhi faili la uchunguzi',
    zipFiles: 'Faili la zip',
    screenKeepsFailing:
      'Skrini ya ClaimDesk imeshindwa mara kadhaa mfululizo, kwa hiyo ClaimDesk inafungwa. Kazi yako iliyohifadhiwa iko salama. Fungua ClaimDesk tena; hili likiendelea, andaa faili la uchunguzi kwenye Mipangilio na ulitume kwa msaada wako.',
  },
  forget: {
    word: 'SAHAU',
    wrongWord: 'Neno lililoandikwa si lile lililoonyeshwa. Hakuna kilichofutwa.',
    blocked:
      'Baadhi ya madai au hati bado hazijafika kwa kampuni ya bima. Yatume au uyamalize kwanza (Mipangilio inayaorodhesha); hakuna kilichofutwa.',
    incomplete:
      'ClaimDesk imefuta kila ilichoweza, lakini hivi havikuweza kuondolewa: {{paths}}. Funga ClaimDesk uvifute, au muulize msimamizi wako.',
    unavailable: 'Nakala hii ya ClaimDesk haiwezi kusahau kompyuta hii yenyewe.',
  },
  menu: {
    file: '&Faili',
    syncNow: 'Sawazisha sasa',
    settings: 'Mipangilio…',
    exportDiagnostics: 'Hamisha uchunguzi…',
    quit: 'Funga ClaimDesk',
    edit: '&Hariri',
    view: '&Tazama',
    help: '&Msaada',
    about: 'Kuhusu ClaimDesk',
  },
  lock: {
    wrongPin: 'PIN hiyo si sahihi. Jaribu tena.',
    wait: 'PIN nyingi mno zisizo sahihi. Subiri hadi muda ulioonyeshwa, kisha ujaribu tena.',
    pinForm: 'PIN ni tarakimu 4 hadi 12.',
    who: 'Kwanza chagua wewe ni nani, kisha weka PIN yako.',
  },
  people: {
    nameTaken: 'Mtu kwenye dawati hili tayari anaitwa {{name}}. Chagua jina lingine.',
    notFound: 'Mtu huyu hayupo tena kwenye dawati hili.',
    retireSelf: 'Huwezi kujiondoa mwenyewe: muombe mwenzako afanye hivyo.',
    retireLast: 'Mtu wa mwisho wa dawati hawezi kuondolewa: hakuna ambaye angeweza kulifungua.',
  },
  reports: {
    noSuchBatch: 'Hakuna dai kwenye kompyuta hii lililo katika kundi {{batchNo}}.',
  },
  handover: {
    nothingToHandOver:
      'Hakuna madai ambayo hayajatumwa (rasimu au yaliyopangwa) ya kukabidhi; hakuna faili lililotengenezwa.',
    inDoubt:
      'Madai haya yanatumwa au huenda tayari yamefika kwa kampuni ya bima: {{claims}}. Yamalize kwanza kwenye Kikasha toezi (Sawazisha sasa, au hakikisha na kampuni ya bima); hakuna faili lililotengenezwa.',
    notAFile: '{{file}} si faili la makabidhiano la ClaimDesk. Hakuna kilichoingizwa.',
    newerVersion:
      '{{file}} lilitengenezwa na toleo jingine la ClaimDesk (muundo wa makabidhiano {{version}}); dawati hili linasoma muundo {{supported}}. Sasisha ClaimDesk kwenye madawati yote mawili, kisha uliingize tena.',
    wrongPassphrase:
      'Nenosiri hili halifungui {{file}}. Liandike kama lilivyoandikwa faili lilipotengenezwa. Hakuna kilichoingizwa.',
    damaged:
      '{{file}} lilibadilishwa au kuharibika baada ya kutengenezwa, kwa hiyo hakuna kilichoingizwa. Omba dawati lingine lihifadhi faili tena.',
    alreadyImported: 'Faili hili tayari liliingizwa kwenye dawati hili tarehe {{date}}. Madai yake hayakuingizwa tena.',
    alreadyTakenBack:
      'Dawati hili ndilo lililotengeneza faili hili, na tayari lilichukua madai yake tena tarehe {{date}}. Hakuna kilichobadilishwa.',
    claimsPresent:
      'Dawati hili tayari lina madai haya ya faili: {{claims}}. Dai hutumwa kutoka dawati moja tu, kwa hiyo hakuna kilichoingizwa.',
    demoClaims: 'Faili hili lina madai ya majaribio; hayatumwi kamwe kwa kampuni ya bima. Hakuna kilichoingizwa.',
    demoDesk: 'Dawati hili linaendesha majaribio: madai ya kampuni ya bima hayaingizwi humu. Hakuna kilichoingizwa.',
    handedOver:
      'Dai hili lilikabidhiwa dawati lingine tarehe {{date}} na linatumwa kutoka huko. Ili kulichukua tena, ingiza faili lile lile la makabidhiano kwenye dawati hili.',
    noFile: 'Dawati hili halina tena faili hilo la makabidhiano.',
    uploadTooLarge:
      'Faili ni kubwa kuliko {{limit}} ambazo dawati hili hupokea kwa makabidhiano (Mipangilio › Kabidhi madai kwa dawati jingine); hakuna kilichoingizwa.',
    uploadAgain: 'Faili halikufika lote. Lichague na uliingize tena.',
    claim: '{{member}} ({{date}})',
  },
  followUp: {
    notRefused:
      'Dai ambalo kampuni ya bima ililikataa baada ya kulipokea ndilo pekee linaloweza kutumwa upya kama dai jipya. Onyesha upya orodha ya madai.',
    alreadyResubmitted:
      'Dai hili tayari limenakiliwa kuwa dai jipya. Fungua dai hilo kwenye kikasha toezi ili kulirekebisha na kulituma.',
  },
  machine: {
    missing:
      'ClaimDesk imewekwa kuwa dawati moja kwa kompyuta hii yote, lakini folda yake {{dir}} haipo. TEHAMA huiunda kwa kifurushi cha ClaimDesk (au: sudo groupadd --system {{group}}; sudo install -d -m 2770 -g {{group}} {{dir}}).',
    openToOthers:
      'ClaimDesk haitafungua dawati lililo katika {{dir}}: folda inaruhusu kila akaunti ya kompyuta hii kuingia (hali {{mode}}). Hakuna kilichosomwa. TEHAMA lazima iiweke 2770 (sudo chmod 2770 {{dir}}).',
    notShared:
      'ClaimDesk haitafungua dawati lililo katika {{dir}}: folda haishirikiwi na kundi lake (set-group-id). Hakuna kilichosomwa. TEHAMA lazima iiweke 2770 (sudo chmod 2770 {{dir}}).',
    notInGroup:
      'Akaunti hii haiwezi kufungua dawati la kompyuta hii: haimo katika kundi linaloruhusiwa (kundi namba {{gid}}, “{{group}}” kama kifurushi kinavyoliunda). TEHAMA huiongeza (sudo usermod -aG {{group}} {{account}}); kisha toka na uingie tena.',
    windowsMissing:
      'ClaimDesk imewekwa kuwa dawati moja kwa kompyuta hii yote, lakini folda yake {{dir}} haipo au haisomeki. TEHAMA huirekebisha kwa kuendesha tena kisakinishi cha ClaimDesk (kwa kompyuta nzima).',
    windowsOpen:
      'ClaimDesk haitafungua dawati lililo katika {{dir}}: ruhusa zake zinawaruhusu {{who}} kuingia. Hakuna kilichosomwa. TEHAMA huirekebisha kwa kuendesha tena kisakinishi cha ClaimDesk (kwa kompyuta nzima).',
    windowsInherits:
      'ClaimDesk haitafungua dawati lililo katika {{dir}}: folda inarithi ruhusa za folda iliyo juu yake. Hakuna kilichosomwa. TEHAMA huirekebisha kwa kuendesha tena kisakinishi cha ClaimDesk (kwa kompyuta nzima).',
    policyRefused:
      '{{policy}}. Kompyuta hii ina dawati la akaunti zake zote ({{dir}}): ClaimDesk haitaanza hadi TEHAMA irekebishe faili la sera.',
  },
} satisfies Translation<typeof english>;
