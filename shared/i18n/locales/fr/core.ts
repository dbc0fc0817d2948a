/**
 * Les messages que le cœur de ClaimDesk envoie à la page : pannes du service de l’assureur, problèmes de
 * synchronisation, ce qui a été refusé et pourquoi, dans les mots de l’accueil.
 */
import type english from '../en/core';
import type { Translation } from '../../translation';

export default {
  remote: {
    offline: 'Le service de l’assureur est injoignable. Vérifiez la connexion internet ; rien n’a été envoyé.',
    timeout: 'Le service de l’assureur n’a pas répondu à temps.',
    connectionLost: 'La connexion avec le service de l’assureur a été perdue avant sa réponse.',
    cancelled: 'La requête a été annulée.',
    invalidRequest: 'Des informations manquent ou ne sont pas sous la forme attendue par l’assureur.',
    unauthorized:
      'Le service de l’assureur a refusé la clé d’accès de ClaimDesk. Demandez à l’administrateur de vérifier les paramètres.',
    notFound: 'L’assureur n’a aucun enregistrement correspondant.',
    badRequest: 'Le service de l’assureur n’a pas pu accepter la requête telle qu’envoyée.',
    rejected: 'L’assureur a refusé la requête.',
    busy: 'L’assureur est occupé et a demandé à ClaimDesk d’attendre ; réessayez dans un instant.',
    busyFor: 'L’assureur est occupé, réessayez dans {{seconds}} s.',
    serverError: 'Le service de l’assureur a rencontré un problème interne.',
    unexpectedStatus: 'Le service de l’assureur a donné une réponse que ClaimDesk ne comprend pas.',
    malformedResponse: 'Le service de l’assureur a envoyé une réponse non conforme à son format publié.',
    notOffered: 'Le service de l’assureur ne propose pas cette fonction à l’adresse configurée.',
    noClaimEndpoint:
      'Le service de l’assureur n’a pas d’adresse de dépôt des demandes (essayé {{first}} et {{other}}).',
  },
  sync: {
    offline: 'Le service de l’assureur est injoignable.',
    offlineToDo:
      'Vérifiez la connexion internet. Les demandes restent enregistrées sur cet ordinateur et partiront d’elles-mêmes quand le service répondra.',
    auth: 'Le service a refusé la clé d’accès de ClaimDesk : vérifiez le jeton dans les Paramètres.',
    authToDo:
      'Demandez à l’administrateur de vérifier la clé d’accès (jeton) dans les Paramètres. Les demandes attendent, enregistrées, qu’elle soit acceptée.',
    misconfiguredToDo: 'Demandez à l’administrateur de vérifier l’adresse du service dans les Paramètres.',
    slowDown: 'L’assureur a demandé à ClaimDesk de ralentir.',
    slowDownUntil:
      'ClaimDesk attend jusqu’à {{until}}, comme l’assureur l’a demandé, puis reprend de lui-même. Les demandes restent en file et rien n’est envoyé deux fois.',
    slowDownToDo:
      'ClaimDesk attend un moment, comme l’assureur l’a demandé, puis reprend de lui-même. Les demandes restent en file et rien n’est envoyé deux fois.',
    retriesByItself:
      'ClaimDesk réessaie de lui-même et vérifie auprès de l’assureur avant de renvoyer quoi que ce soit : rien n’est envoyé deux fois. Si cela dure, contactez l’assureur.',
    internal: 'ClaimDesk n’a pas pu terminer l’enregistrement de la dernière synchronisation.',
    internalToDo:
      'Redémarrez ClaimDesk. Si cela se reproduit, contactez l’assistance ; les demandes enregistrées ne sont pas perdues.',
    answerLost:
      'ClaimDesk a envoyé cette demande mais la réponse de l’assureur n’est pas arrivée. Il vérifiera auprès de l’assureur avant de la renvoyer.',
    claimNoHeld:
      'L’assureur a répondu avec le numéro de demande {{claimNo}}, que ClaimDesk a déjà pour une autre demande. Vérifiez auprès de l’assureur.',
    takenBackCheck:
      'Reprise d’une transmission : l’autre poste l’a peut-être déjà envoyée, ClaimDesk vérifie donc auprès de l’assureur avant de l’envoyer.',
    importedCheck:
      'Importée d’un fichier de transmission : un autre poste a peut-être lu le même fichier et l’a déjà envoyée, ClaimDesk vérifie donc auprès de l’assureur avant de l’envoyer.',
    uploadMaybeElsewhere:
      'Cette demande a été envoyée depuis un autre ordinateur (le poste auquel elle avait été transmise, ou le PC d’où ce poste a été déplacé), qui a peut-être déjà envoyé {{file}}. Vérifiez auprès de l’assureur, puis marquez-le comme reçu ou renvoyez-le.',
    uploadUnconfirmed:
      'Impossible de confirmer que {{file}} est parvenu à l’assureur. Vérifiez auprès de l’assureur, puis marquez-le comme reçu ou renvoyez-le.',
    mayBeThis_one:
      'La demande {{claimNos}} chez l’assureur, pour cette date de consultation, pourrait être celle-ci, et ClaimDesk ne peut pas en être sûr. Vérifiez auprès de l’assureur, puis saisissez ici le numéro de demande, ou confirmez qu’elle n’est jamais arrivée. Rien n’a été renvoyé.',
    mayBeThis_many:
      '{{count, count}} demandes chez l’assureur, pour cette date de consultation, pourraient être celle-ci ({{claimNos}}), et ClaimDesk ne peut pas en être sûr. Vérifiez auprès de l’assureur, puis saisissez ici le numéro de demande, ou confirmez qu’elle n’est jamais arrivée. Rien n’a été renvoyé.',
    mayBeThis_other:
      '{{count, count}} demandes chez l’assureur, pour cette date de consultation, pourraient être celle-ci ({{claimNos}}), et ClaimDesk ne peut pas en être sûr. Vérifiez auprès de l’assureur, puis saisissez ici le numéro de demande, ou confirmez qu’elle n’est jamais arrivée. Rien n’a été renvoyé.',
    otherDeskVisit_one:
      'Non envoyée : l’assureur a déjà la demande {{claimNos}} pour ce membre à cette date, envoyée par un autre poste. S’il s’agit de la même visite, ne l’envoyez pas. S’il s’agit d’une autre visite, choisissez « Une autre visite : l’envoyer ».',
    otherDeskVisit_many:
      'Non envoyée : l’assureur a déjà {{count, count}} demandes ({{claimNos}}) pour ce membre à cette date, envoyées par un autre poste. S’il s’agit de la même visite, ne l’envoyez pas. S’il s’agit d’une autre visite, choisissez « Une autre visite : l’envoyer ».',
    otherDeskVisit_other:
      'Non envoyée : l’assureur a déjà {{count, count}} demandes ({{claimNos}}) pour ce membre à cette date, envoyées par un autre poste. S’il s’agit de la même visite, ne l’envoyez pas. S’il s’agit d’une autre visite, choisissez « Une autre visite : l’envoyer ».',
  },
  host: {
    internal:
      'ClaimDesk a rencontré un problème inattendu et n’a pas terminé. Rien n’est perdu : réessayez, et si cela se reproduit, redémarrez ClaimDesk et prévenez votre administrateur.',
    locked: 'Le poste est verrouillé. Déverrouillez-le avec votre code PIN pour continuer.',
    unknownOperation: 'ClaimDesk ne connaît pas cette requête. Rechargez la page.',
    foreignPage: 'ClaimDesk ne répond qu’aux pages qu’il a lui-même servies, sur cet ordinateur.',
    noToken:
      'Cet onglet a été ouvert sans la clé de ClaimDesk. Ouvrez l’adresse complète affichée par « npm run serve » à son démarrage (elle se termine par #token=…), ou revenez à l’onglet ouvert par cette adresse.',
    earlierRun:
      'Cette page vient d’une exécution précédente de ClaimDesk. Ouvrez l’adresse que ClaimDesk a affichée à son démarrage.',
    tooLarge: 'Trop volumineux pour être envoyé à ClaimDesk ; les documents sont limités à 10 Mo.',
    notJson: 'ClaimDesk n’accepte ici que des requêtes en JSON. Rechargez la page et réessayez.',
    unreadable: 'ClaimDesk n’a pas pu lire cette requête. Rechargez la page et réessayez.',
    nothingHere: 'Il n’y a rien à cette adresse.',
    wrongMethod: 'ClaimDesk n’accepte pas ce type de requête ici.',
    notBuilt: 'La page de ClaimDesk n’a pas été construite. Lancez « npm run serve », qui la construit d’abord.',
    unexpected: 'ClaimDesk a rencontré un problème inattendu. Rechargez la page.',
    notOwnPage: 'La requête ne venait pas de la page de ClaimDesk ; elle a été refusée.',
    failed: 'ClaimDesk a rencontré un problème inattendu. Réessayez ; redémarrez l’application si cela persiste.',
    folderInUse: 'Un autre ClaimDesk (processus {{pid}}) utilise le dossier de données {{dataDir}}.',
    folderInUseClose:
      'Fermez-le d’abord (un ClaimDesk encore ouvert, un mode navigateur lancé sur ce dossier ou, pour un poste commun à l’ordinateur, un ClaimDesk dans la session d’un autre compte : fermez cette session), puis relancez ClaimDesk.',
    folderInUseElsewhere: 'Arrêtez-le d’abord, ou lancez celui-ci avec un autre dossier ({{flag}}).',
    folderNotLocked: 'Le dossier de données {{dataDir}} n’a pas pu être verrouillé pour ce ClaimDesk.',
    notRunning:
      'ClaimDesk s’arrête, ou n’a pas pu redémarrer. Redémarrez ClaimDesk ; si cela se reproduit, prévenez votre administrateur.',
  },
  settings: {
    locked:
      'Défini par votre administrateur (politique : {{file}}) : {{settings}} ne peut pas être modifié ici, rien n’a donc été enregistré.',
    enterToken: 'Saisissez le jeton pour tester la connexion.',
    tokenForAddress:
      'Saisissez le jeton de cette adresse : le jeton enregistré n’est envoyé qu’à l’adresse avec laquelle il a été enregistré.',
    enterAddressAndToken: 'Saisissez l’adresse du service et le jeton.',
    connected_one: 'Connecté. Le service propose {{count, count}} prestation tarifée.',
    connected_many: 'Connecté. Le service propose {{count, count}} prestations tarifées.',
    connected_other: 'Connecté. Le service propose {{count, count}} prestations tarifées.',
    connectedNoTariffs: 'Connecté. Le service n’a pas encore de tarifs pour ce poste.',
    tokenRefused: 'Le service a répondu mais a refusé ce jeton. Vérifiez le jeton et réessayez.',
    checkAddressOnline: 'Vérifiez l’adresse et que cet ordinateur est connecté à internet.',
    checkAddressService: 'Vérifiez l’adresse ; si elle est juste, interrogez l’assureur sur son service.',
    noProtectedStorage:
      'Cet ordinateur n’offre aucun stockage protégé pour le jeton d’accès (sous Linux, démarrez un trousseau comme GNOME Keyring ou KWallet), et ClaimDesk ne le garde jamais en clair. Définissez plutôt CLAIMDESK_SERVICE_URL et CLAIMDESK_TOKEN dans l’environnement, ou demandez à votre administrateur.',
    noProtectedStorageEnrol:
      'Cet ordinateur n’offre aucun stockage protégé pour le jeton d’accès (sous Linux, démarrez un trousseau comme GNOME Keyring ou KWallet), et ClaimDesk ne le garde jamais en clair. Ce poste doit être inscrit ici, donc un jeton placé dans l’environnement n’est pas utilisé : configurez un trousseau pour ce compte, ou installez ClaimDesk comme poste commun à l’ordinateur (voir le guide informatique), puis saisissez à nouveau le jeton.',
  },
  store: {
    diskFull:
      'Le disque est plein : impossible d’enregistrer {{subject}}. Libérez de la place et enregistrez de nouveau.',
    io: 'Le disque n’a pas pu être lu ou écrit : impossible d’enregistrer {{subject}}. Vérifiez que le disque est branché et fonctionne, puis enregistrez de nouveau ; si cela continue, appelez l’assistance.',
    corrupt:
      'Le fichier de données de ClaimDesk est endommagé : impossible d’enregistrer {{subject}}. Redémarrez ClaimDesk : il vérifie le fichier et restaure la dernière sauvegarde saine.',
    busy: 'Le fichier de données de ClaimDesk est utilisé par un autre programme : impossible d’enregistrer {{subject}}. Fermez toute autre fenêtre de ClaimDesk et enregistrez de nouveau.',
    readOnly:
      'ClaimDesk n’a pas le droit d’écrire dans son dossier de données : impossible d’enregistrer {{subject}}. Demandez à l’assistance de vérifier les droits du dossier.',
    cannotOpen:
      'ClaimDesk n’a pas pu ouvrir son fichier de données : impossible d’enregistrer {{subject}}. Vérifiez que le dossier de données existe et que le disque est branché.',
    subject: {
      change: 'la modification',
      claim: 'la demande',
      claimBeingWritten: 'la demande en cours de saisie',
      document: 'le document',
      settings: 'les paramètres',
      memberLookup: 'la recherche de l’adhérent',
      doctor: 'le médecin',
      visit: 'la visite',
      verification: 'la vérification',
      authorization: 'l’autorisation',
      authorizationCheck: 'la vérification de l’autorisation',
      block: 'le blocage',
    },
  },
  claims: {
    notOnDesk: 'Cette demande n’est plus sur ce poste. Actualisez la liste des demandes.',
    onlyDraftsDeleted: 'Seul un brouillon peut être supprimé. Cette demande est en file ou envoyée, elle reste.',
    onlyQueuedBack: 'Seule une demande en attente d’envoi peut redevenir un brouillon.',
    notHeldForLookAlike:
      'Cette demande n’est plus retenue à cause de la demande d’un autre poste. Actualisez la liste pour voir où elle en est.',
    notWaitingForCheck:
      'Cette demande n’attend plus de vérification (ou ce numéro appartient à une autre demande). Actualisez la liste pour voir où elle en est.',
    needsCorrecting: 'Certaines informations de la demande sont à corriger.',
    stillChecking:
      'ClaimDesk vérifie encore si l’assureur a déjà reçu cette demande ; elle ne peut donc pas être modifiée. Réessayez après la prochaine synchronisation.',
    beingSent:
      'Cette demande est en cours d’envoi à l’assureur et ne peut pas être modifiée. Attendez le résultat, puis rouvrez-la.',
    alreadySent: 'Cette demande a déjà été envoyée à l’assureur et ne peut plus être modifiée.',
    alreadySentAs: 'Cette demande a déjà été envoyée à l’assureur (demande {{claimNo}}) et ne peut plus être modifiée.',
    totalTooLarge: 'Le total de la demande est trop élevé ; vérifiez les quantités et les prix.',
    queuedMustStayComplete:
      'Cette demande est dans la file d’envoi : elle doit rester complète. Corrigez les informations indiquées.',
    noLongerExists: 'Cette demande n’existe plus. Actualisez la liste des demandes.',
    mayHaveArrived:
      'L’assureur a peut-être déjà reçu cette demande : un envoi précédent n’a pas eu de réponse claire. ClaimDesk vérifiera auprès de l’assureur à la prochaine synchronisation ; ne la renvoyez pas d’ici là.',
    onlyNeedsAttention: 'Seule une demande à traiter peut être renvoyée ; celle-ci n’attend pas de correction.',
    notComplete: 'La demande n’est pas encore complète. Corrigez les informations indiquées.',
    needsConfirmation_one:
      'L’assureur peut réduire ou refuser cette demande : {{count, count}} avertissement à confirmer. Corrigez-le, ou envoyez quand même en donnant une raison.',
    needsConfirmation_other:
      'L’assureur peut réduire ou refuser cette demande : {{count, count}} avertissements à confirmer. Corrigez-les, ou envoyez quand même en donnant une raison.',
    needsConfirmation_many:
      'L’assureur peut réduire ou refuser cette demande : {{count, count}} avertissements à confirmer. Corrigez-les, ou envoyez quand même en donnant une raison.',
    attention: {
      inDoubt:
        'ClaimDesk ne peut pas savoir si cette demande est parvenue à l’assureur. Vérifiez auprès de l’assureur, puis indiquez ici le numéro de la demande, ou confirmez qu’elle n’est jamais arrivée.',
      refused:
        'L’assureur a refusé cette demande sans en donner la raison. Vérifiez auprès de l’assureur, corrigez la demande et renvoyez-la.',
      priceChanged: 'Le prix d’un tarif utilisé par cette demande a changé ; vérifiez les prix et confirmez.',
      anotherClaim:
        'Une autre demande concerne peut-être la même visite ; lisez la raison, puis ne l’envoyez que s’il s’agit d’une autre visite.',
    },
    priceChanged:
      "Le tarif {{id}} '{{name}}' est passé de {{oldPrice, amount}} à {{newPrice, amount}} le {{date, date}} ; vérifiez le prix et confirmez.",
    authorizationClaimed:
      'L’autorisation {{authorizationNo}} a déjà une demande ({{state}}, numéro de demande {{claimNo}}). Une autorisation correspond à une visite et ne se réclame qu’une fois : ouvrez cette demande au lieu d’en envoyer une deuxième.',
    authorizationClaimedUnnumbered:
      'L’autorisation {{authorizationNo}} a déjà une demande ({{state}}, pas encore de numéro de demande). Une autorisation correspond à une visite et ne se réclame qu’une fois : ouvrez cette demande au lieu d’en envoyer une deuxième.',
    claimState: {
      draft: 'brouillon',
      queued: 'en attente d’envoi',
      sending: 'envoi en cours',
      submitted: 'envoyée',
      needsAttention: 'à traiter',
      handedOver: 'confiée à un autre poste',
    },
  },
  referral: {
    pastSending: 'Cette demande est déjà partie ; sa lettre d’orientation ne peut plus être dispensée.',
    notMissing: 'Cette demande n’attend pas de lettre d’orientation.',
  },
  documents: {
    pdfTooLarge:
      '{{file}} pèse {{size}}, au-delà des {{limit}} que ce poste accepte pour un document (Paramètres › Documents). Numérisez-le à nouveau avec une résolution plus basse, ou scindez-le en PDF plus petits.',
    cannotShrink:
      '{{file}} pèse {{size}} et n’a pas pu être réduit sous les {{limit}} que ce poste accepte ; numérisez-le à nouveau avec une résolution plus basse.',
    notWaiting: 'Ce document n’attend plus de vérification. Actualisez la demande pour voir où en sont ses documents.',
    noLongerAttached: 'Ce document n’est plus joint.',
    contentRemoved:
      'Le contenu de {{file}} a été effacé de cet ordinateur le {{removed}}, comme prévu dans Paramètres › Durée de conservation des données. La trace de son envoi est conservée ; demandez le document à l’assureur si vous en avez de nouveau besoin.',
    notWhole: '{{file}} n’est pas arrivé entier ; joignez-le de nouveau.',
    noContent: 'Choisissez un fichier à joindre : ClaimDesk n’a reçu aucun contenu.',
    empty: '{{file}} est vide ; joignez un PDF, PNG, JPEG ou TIFF.',
    tooLarge: '{{file}} pèse {{size}} ; la limite est de {{limit}}.',
    unsupported: '{{file}} est {{kind}} ; joignez un PDF, PNG, JPEG ou TIFF.',
    alreadySent: 'Ce document a déjà été envoyé à l’assureur (ou est en cours d’envoi) et ne peut pas être retiré.',
    kind: {
      word: 'un document Word',
      excel: 'un classeur Excel',
      text: 'un fichier texte',
      gif: 'une image GIF',
      heic: 'une photo HEIC',
      bmp: 'une image BMP',
      zip: 'une archive ZIP',
      office: 'un document Word ou Office',
      oldOffice: 'un ancien document Word ou Office',
      damaged: 'un PDF ou une image illisible (peut-être endommagé)',
      empty: 'un fichier vide',
      other: 'un type de fichier que l’assureur n’accepte pas',
    },
  },
  tariffs: {
    inUse: 'les tarifs du {{date, date}} restent en vigueur',
    noneStored: 'aucun tarif n’est encore enregistré sur cet ordinateur',
    offline: 'Le service de l’assureur est injoignable ; {{inUse}}.',
    cancelled: 'La mise à jour des tarifs a été annulée ; {{inUse}}.',
    unauthorized:
      'Le service de l’assureur a refusé la clé d’accès de ClaimDesk : les tarifs n’ont pas été mis à jour ; {{inUse}}. Demandez à l’administrateur de vérifier les paramètres.',
    serviceError: '{{problem}} Les tarifs n’ont pas été mis à jour ; {{inUse}}. Réessayez plus tard.',
    invalidPrice:
      'L’assureur a envoyé pour le tarif {{id}} un prix que ClaimDesk ne peut pas conserver exactement ({{price}}) ; rien n’a été modifié et {{inUse}}.',
    held: 'La liste complète des tarifs qui vient d’être téléchargée retirerait {{dropped, count}} des {{cached, count}} tarifs de cet ordinateur, plus que le poste ne l’accepte sans vérification ; rien n’a été modifié et {{inUse}}. Regardez ce qui partirait sur l’écran Tarifs, puis remplacez les tarifs ou gardez-les.',
    heldGone:
      'Cette liste de tarifs téléchargée n’est plus en attente (un téléchargement plus récent ou un redémarrage l’a remplacée) ; téléchargez tout à nouveau.',
    saveFailed:
      'Les nouveaux tarifs n’ont pas pu être enregistrés sur cet ordinateur ; {{inUse}}. Réessayez ; si l’échec persiste, redémarrez ClaimDesk.',
    unexpected:
      'Les tarifs n’ont pas pu être mis à jour à cause d’une erreur dans ClaimDesk ; les tarifs enregistrés restent en vigueur.',
  },
  demo: {
    notDemo: 'Les cartes et codes de démo n’existent que sur le poste de démo, relié à un assureur simulé.',
    noAnswer: 'L’assureur simulé n’a pas répondu. Réessayez dans un instant.',
  },
  care: {
    visitNotHere: 'Cette visite n’a pas été commencée sur ce poste. Recherchez l’adhérent et recommencez la visite.',
    amountTooLarge: 'Le montant est trop élevé pour être conservé exactement ; saisissez un montant plus petit.',
    insurerSaid: '{{message}} L’assureur a répondu : {{said}}',
    noSuchCard: 'Aucun adhérent n’a ce numéro de carte. Vérifiez le numéro sur la carte et réessayez.',
    memberOffline:
      'Le service de l’assureur est injoignable et cet adhérent n’a jamais été recherché sur ce poste. Réessayez au retour de la connexion.',
    visitPending:
      'Cet adhérent a déjà une visite qui attend son code. Demandez-lui le code du SMS précédent, ou recommencez quand ce code aura expiré.',
    unreadableExpiry:
      'Le service de l’assureur a envoyé une heure d’expiration du code que ClaimDesk ne sait pas lire. Le code a quand même été envoyé à l’adhérent.',
    codeSent: 'Le code a été envoyé à l’adhérent.',
    wrongCode:
      'Le code est faux ou a expiré. Vérifiez le code avec l’adhérent ; un nouveau code pourra être envoyé quand celui-ci aura expiré.',
    granted: 'L’assureur a accordé l’autorisation {{authorizationNo}} ; notez-la et saisissez-la à la main plus tard.',
    noSuchAuthorization:
      'L’assureur n’a aucune autorisation portant ce numéro ; elle n’a pas été enregistrée. Vérifiez le numéro auprès de l’assureur.',
    notApproved:
      'L’assureur indique cette autorisation comme {{status}}, et non approuvée ; elle n’a pas été enregistrée.',
    blockAnswerLost:
      'L’assureur a peut-être enregistré le blocage, mais sa réponse s’est perdue. Bloquez de nouveau le montant : un nouveau blocage pour cette autorisation remplace le précédent.',
    blockRefused: 'L’assureur a refusé le blocage : l’autorisation n’est pas valable pour cette carte.',
    blockUnreadable: 'La réponse de l’assureur au blocage contenait des montants que ClaimDesk ne sait pas lire.',
    blocked:
      'L’assureur a bloqué {{covered, amount}} sur {{requested, amount}} (ticket modérateur {{coPayment, amount}}).',
  },
  updates: {
    unavailable: 'Les mises à jour viennent avec l’application de bureau ; cette copie de ClaimDesk n’en a pas.',
    off: 'Les mises à jour sont désactivées. Activez-les d’abord.',
    notReady: 'Aucune mise à jour n’est prête à être installée.',
    notConfirmed: 'La mise à jour n’a pas été installée : elle n’a pas été confirmée dans la fenêtre de ClaimDesk.',
    offline: {
      unsigned:
        'Non installée : {{file}} dans {{folder}} n’a pas de signature ClaimDesk à côté. Copiez tout le dossier de la version, avec ses fichiers .sig.',
      'not-ours':
        'Non installée : la mise à jour dans {{folder}} n’est pas signée par la clé de publication de ClaimDesk.',
      tampered:
        'Non installée : la mise à jour dans {{folder}} a été modifiée après sa signature. Copiez-la de nouveau depuis la publication.',
      'not-newer':
        'Non installée : la mise à jour dans {{folder}} est la version {{version}}, pas plus récente que ce ClaimDesk ({{current}}).',
      'other-platform':
        'Non installée : {{folder}} contient une mise à jour pour un autre système ou canal ({{held}}) ; cet ordinateur a besoin de {{file}}.',
      incomplete:
        'Non installée : {{folder}} ne contient pas une mise à jour complète ({{file}} manque ou est illisible).',
    },
    confirm: {
      title: 'Installer la mise à jour',
      message: 'Installer ClaimDesk {{version}} maintenant ?',
      detail: 'ClaimDesk se ferme, installe la nouvelle version et redémarre. Le travail enregistré est conservé.',
      install: 'Redémarrer et installer',
      cancel: 'Pas maintenant',
    },
  },
  recovery: {
    unavailable: 'Les données de ce poste ne sont pas chiffrées : il n’y a pas de clé de récupération à émettre.',
    restoreUnavailable:
      'Cette copie de ClaimDesk ne peut pas déplacer un poste ici par elle-même. Demandez à votre administrateur (voir le guide informatique).',
    mistypedLength:
      'La clé de récupération compte {{found}} lettres et chiffres ; elle doit en compter {{expected}} (sept groupes de cinq). Comparez-la au papier et saisissez-la à nouveau.',
    mistypedCharacter:
      'Le groupe {{group}} de la clé de récupération contient « {{character}} », qu’une clé de récupération ne contient jamais. Comparez ce groupe au papier.',
    mistypedGroup:
      'Le groupe {{group}} de la clé de récupération est mal saisi (son contrôle ne correspond pas). Comparez ce groupe au papier et saisissez-le à nouveau.',
    wrongKey:
      'Cette clé de récupération n’ouvre pas cette sauvegarde : c’est celle d’un autre poste, ou une ancienne clé remplacée depuis. Rien n’a été modifié.',
    noBackup: 'Aucun fichier de sauvegarde à {{file}}. Vérifiez le chemin et réessayez.',
    noEnvelope:
      'Le fichier de récupération {{file}} manque. Il est copié à côté de chaque sauvegarde (même nom, terminé par .recovery) ; fournissez-le avec la sauvegarde.',
    damagedEnvelope:
      'Le fichier de récupération {{file}} est endommagé ou n’est pas un fichier de récupération ClaimDesk. Rien n’a été modifié.',
    damagedBackup:
      'La sauvegarde est endommagée, ou son fichier de récupération est celui d’une autre sauvegarde. Rien n’a été modifié. Essayez une sauvegarde plus ancienne.',
    newerSchema:
      'Cette sauvegarde a été écrite par un ClaimDesk plus récent (version de données {{found}} ; celui-ci connaît {{known}}). Installez d’abord ce ClaimDesk plus récent sur ce PC. Rien n’a été modifié.',
    folderNotEmpty:
      'Le dossier de données {{folder}} contient déjà un poste. Une sauvegarde n’est déplacée que dans un dossier de données vide : rien n’a été modifié.',
    failed: 'Le poste n’a pas pu être déplacé ici ({{reason}}). Rien n’a été conservé ; réessayez.',
  },
  setup: {
    notDemo:
      'ClaimDesk utilise déjà le service de l’assureur. Pour utiliser la démo à la place, effacez l’adresse du service et le jeton dans Paramètres.',
    otherAddress:
      'L’adresse de service enregistrée ({{saved}}) n’est pas celle fixée par votre administrateur ({{url}}) : ce poste ne s’y connecte pas. Inscrivez de nouveau ce poste : saisissez le jeton d’accès pour {{url}}.',
    fromEnvironment:
      'Votre administrateur exige que ce poste soit inscrit sur cet ordinateur : le jeton fourni par {{route}} n’est pas utilisé. Saisissez ici le jeton d’accès pour inscrire le poste.',
    enrolOnly:
      'Votre administrateur exige que ce poste soit inscrit auprès de l’assureur : la démo ne peut pas être choisie. Saisissez le jeton d’accès pour inscrire le poste.',
  },
  offsite: {
    'folder-missing':
      'le dossier de l’informatique est introuvable (le partage réseau n’est pas connecté, ou le disque USB n’est pas branché)',
    'not-writable': 'le dossier de l’informatique ne permet pas à cet ordinateur d’y écrire',
    full: 'le disque ou le partage du dossier de l’informatique est plein',
    unreachable: 'le partage réseau n’a pas répondu à temps',
    'copy-differs': 'la copie relue ne correspondait pas à la sauvegarde, elle a donc été supprimée',
    'no-local-backup': 'aucune sauvegarde n’a pu être faite sur cet ordinateur pour la copier',
    other: 'une erreur inattendue (le journal en dit plus)',
  },
  diagnostics: {
    previewAgain:
      'Cette archive n’est plus prête à être enregistrée. Affichez de nouveau son contenu, puis enregistrez-la.',
    notSent:
      'L’archive de diagnostic n’a pas pu être écrite dans le dossier de l’informatique : {{reason}}. Réessayez plus tard, ou prévenez votre administrateur informatique.',
    notSaved:
      'L’archive de dépannage n’a pas pu être enregistrée ({{reason}}). Choisissez un autre dossier et réessayez.',
    saveTitle: 'Enregistrer l’archive de dépannage',
    zipFiles: 'Archive zip',
    screenKeepsFailing:
      'L’écran de ClaimDesk a échoué plusieurs fois de suite ; ClaimDesk se ferme donc. Votre travail enregistré est conservé. Relancez ClaimDesk ; si cela se reproduit, préparez l’archive de dépannage dans les Paramètres et envoyez-la à votre support.',
  },
  forget: {
    word: 'OUBLIER',
    wrongWord: 'Le mot saisi n’est pas celui affiché. Rien n’a été effacé.',
    blocked:
      'Des demandes ou des documents ne sont pas encore parvenus à l’assureur. Envoyez-les ou réglez-les d’abord (les Paramètres les listent) ; rien n’a été effacé.',
    incomplete:
      'ClaimDesk a effacé ce qu’il pouvait, mais ceci n’a pas pu être supprimé : {{paths}}. Fermez ClaimDesk et supprimez-les, ou demandez à votre administrateur.',
    unavailable: 'Cette copie de ClaimDesk ne peut pas oublier cet ordinateur d’elle-même.',
  },
  menu: {
    file: '&Fichier',
    syncNow: 'Synchroniser',
    settings: 'Paramètres…',
    exportDiagnostics: 'Exporter les données de dépannage…',
    quit: 'Quitter ClaimDesk',
    edit: '&Édition',
    view: 'Affic&hage',
    help: '&Aide',
    about: 'À propos de ClaimDesk',
  },
  lock: {
    wrongPin: 'Ce code PIN n’est pas le bon. Réessayez.',
    wait: 'Trop de codes PIN erronés. Attendez l’heure indiquée, puis réessayez.',
    pinForm: 'Un code PIN compte de 4 à 12 chiffres.',
    who: 'Choisissez d’abord qui vous êtes, puis saisissez votre code PIN.',
  },
  people: {
    nameTaken: 'Quelqu’un à ce poste s’appelle déjà {{name}}. Choisissez un autre nom.',
    notFound: 'Cette personne n’est plus à ce poste.',
    retireSelf: 'Vous ne pouvez pas vous retirer vous-même : demandez-le à un collègue.',
    retireLast: 'La dernière personne du poste ne peut pas être retirée : personne ne pourrait l’ouvrir.',
  },
  reports: {
    noSuchBatch: 'Aucune demande de cet ordinateur n’est dans le lot {{batchNo}}.',
  },
  handover: {
    nothingToHandOver: 'Aucune demande non envoyée (brouillon ou en file) à transmettre ; aucun fichier n’a été créé.',
    inDoubt:
      'Ces demandes sont en cours d’envoi ou sont peut-être déjà chez l’assureur : {{claims}}. Réglez-les d’abord dans la boîte d’envoi (Synchroniser, ou vérifiez auprès de l’assureur) ; aucun fichier n’a été créé.',
    notAFile: '{{file}} n’est pas un fichier de transmission ClaimDesk. Rien n’a été importé.',
    newerVersion:
      '{{file}} a été créé par une autre version de ClaimDesk (format de transmission {{version}}) ; ce poste lit le format {{supported}}. Mettez ClaimDesk à jour sur les deux postes, puis importez-le à nouveau.',
    wrongPassphrase:
      'Cette phrase secrète n’ouvre pas {{file}}. Saisissez-la exactement comme à la création du fichier. Rien n’a été importé.',
    damaged:
      '{{file}} a été modifié ou abîmé après sa création : rien n’a été importé. Demandez à l’autre poste d’enregistrer le fichier à nouveau.',
    alreadyImported:
      'Ce fichier a déjà été importé sur ce poste le {{date}}. Ses demandes n’ont pas été importées une seconde fois.',
    alreadyTakenBack: 'Ce poste a créé ce fichier et a déjà repris ses demandes le {{date}}. Rien n’a changé.',
    claimsPresent:
      'Ce poste détient déjà ces demandes du fichier : {{claims}}. Une demande n’est envoyée que depuis un seul poste : rien n’a été importé.',
    demoClaims:
      'Ce fichier contient des demandes faites en démo ; elles ne sont jamais envoyées à l’assureur. Rien n’a été importé.',
    demoDesk:
      'Ce poste fonctionne en démo : les demandes pour l’assureur n’y sont pas importées. Rien n’a été importé.',
    handedOver:
      'Cette demande a été transmise à un autre poste le {{date}} et est envoyée depuis celui-ci. Pour la reprendre, importez le même fichier de transmission sur ce poste.',
    noFile: 'Ce poste n’a plus ce fichier de transmission.',
    uploadTooLarge:
      'Le fichier dépasse les {{limit}} que ce poste accepte pour une transmission (Paramètres › Transmettre des demandes à un autre poste) ; rien n’a été importé.',
    uploadAgain: 'Le fichier n’est pas arrivé en entier. Choisissez-le et importez-le à nouveau.',
    claim: '{{member}} ({{date}})',
  },
  followUp: {
    notRefused:
      'Seule une demande que l’assureur a refusée après l’avoir reçue peut être soumise à nouveau comme nouvelle demande. Actualisez la liste des demandes.',
    alreadyResubmitted:
      'Cette demande a déjà été copiée dans une nouvelle demande. Ouvrez cette demande dans la boîte d’envoi pour la corriger et l’envoyer.',
  },
  machine: {
    missing:
      'ClaimDesk est réglé pour un seul poste pour tout cet ordinateur, mais son dossier {{dir}} n’existe pas. L’informatique le crée avec le paquet ClaimDesk (ou : sudo groupadd --system {{group}} ; sudo install -d -m 2770 -g {{group}} {{dir}}).',
    openToOthers:
      'ClaimDesk n’ouvre pas le poste dans {{dir}} : le dossier laisse entrer tous les comptes de cet ordinateur (mode {{mode}}). Rien n’a été lu. L’informatique doit le mettre en 2770 (sudo chmod 2770 {{dir}}).',
    notShared:
      'ClaimDesk n’ouvre pas le poste dans {{dir}} : le dossier n’est pas partagé avec son groupe (set-group-id). Rien n’a été lu. L’informatique doit le mettre en 2770 (sudo chmod 2770 {{dir}}).',
    notInGroup:
      'Ce compte ne peut pas ouvrir le poste de cet ordinateur : il n’est pas dans le groupe autorisé (groupe n° {{gid}}, « {{group}} » tel que le paquet le crée). L’informatique l’y ajoute (sudo usermod -aG {{group}} {{account}}) ; fermez ensuite la session et rouvrez-la.',
    windowsMissing:
      'ClaimDesk est réglé pour un seul poste pour tout cet ordinateur, mais son dossier {{dir}} n’existe pas ou ne peut pas être lu. L’informatique le répare en relançant l’installateur de ClaimDesk (pour tout l’ordinateur).',
    windowsOpen:
      'ClaimDesk n’ouvre pas le poste dans {{dir}} : ses droits laissent entrer {{who}}. Rien n’a été lu. L’informatique le répare en relançant l’installateur de ClaimDesk (pour tout l’ordinateur).',
    windowsInherits:
      'ClaimDesk n’ouvre pas le poste dans {{dir}} : le dossier hérite des droits du dossier qui le contient. Rien n’a été lu. L’informatique le répare en relançant l’installateur de ClaimDesk (pour tout l’ordinateur).',
    policyRefused:
      '{{policy}}. Cet ordinateur a un poste commun à tous ses comptes ({{dir}}) : ClaimDesk ne démarre pas tant que l’informatique n’a pas corrigé le fichier de règles.',
  },
} satisfies Translation<typeof english>;
