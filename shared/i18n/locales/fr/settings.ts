/** L’écran des paramètres : la langue, le service de l’assureur, ce poste, les numéros de lot et les montants de ligne. */
import type english from '../en/settings';
import type { Translation } from '../../translation';

export default {
  heading: 'Paramètres',
  pages: {
    label: 'Pages des paramètres',
    desk: 'À l’accueil',
    insurer: 'Assureur et demandes',
    data: 'Données et sauvegardes',
    computer: 'Cet ordinateur',
    for: {
      desk: 'Pour tout le personnel d’accueil : la langue, le code PIN et les personnes qui se connectent.',
      insurer:
        'Pour le responsable informatique : le service de l’assureur et la façon dont ce poste rédige les demandes.',
      data: 'Pour le responsable informatique : durée de conservation, sauvegardes, clé de récupération, transfert.',
      computer: 'Pour le responsable informatique : mises à jour, diagnostic, et oublier cet ordinateur.',
    },
  },
  readError: 'Impossible de lire les paramètres',
  reading: 'Lecture des paramètres…',
  demoTitle: 'Démo — service d’assureur simulé',
  demo: 'Aucun service d’assureur n’est configuré : ClaimDesk utilise un service simulé intégré. Rien ne parvient à l’assureur. Saisissez ci-dessous l’adresse du service et le jeton pour vous connecter réellement.',
  inUseTitle: 'Service de l’assureur utilisé',
  configured: 'Le service configuré.',
  restartTitle: 'Redémarrage nécessaire',
  restart: 'La nouvelle adresse du service ou le nouveau jeton est enregistré. Redémarrez ClaimDesk pour l’utiliser.',
  dataFolder: 'Dossier des données',
  offsite: {
    heading: 'Sauvegardes vers le dossier de l’informatique',
    intro:
      'ClaimDesk copie ses sauvegardes dans un dossier choisi par votre administrateur informatique (un partage réseau ou un disque USB), pour qu’un ordinateur en panne ne les emporte pas. « Envoyer à l’informatique » dans Diagnostic y écrit aussi.',
    folder: 'Dossier de l’informatique',
    folderHint:
      'Un chemin complet, par exemple \\\\serveur\\claimdesk, E:\\ClaimDesk ou /mnt/claimdesk. Laissez vide pour garder les sauvegardes sur cet ordinateur seulement.',
    everyHours: 'Copier toutes les (heures)',
    everyHoursHint: 'De {{min}} à {{max}} heures.',
    logLevel: 'Niveau du journal',
    logLevelHint: 'Ce que le journal garde ; cela s’applique tout de suite.',
    level: { warn: 'Avertissements et erreurs seulement', info: 'Normal', debug: 'Tout, pour le support' },
    off: 'Les sauvegardes restent sur cet ordinateur seulement : aucun dossier de l’informatique n’est choisi.',
    deskFolder: 'Le dossier de ce poste dedans : {{folder}}',
    never: 'Aucune copie n’a encore atteint le dossier de l’informatique.',
    lastCopy: 'Dernière copie dans le dossier de l’informatique : {{time}}',
    lastFailure: 'Dernier échec, {{time}} : {{reason}}.',
    staleTitle: 'Les copies vers le dossier de l’informatique sont en retard',
    stale:
      'Aucune copie n’a atteint le dossier de l’informatique depuis {{hours}} heures, ou aucune depuis qu’il a été choisi. Votre travail est enregistré sur cet ordinateur ; prévenez votre administrateur informatique.',
  },
  policy: {
    locked: 'Défini par votre administrateur (politique : {{file}})',
    refusedTitle: 'La politique du service informatique est refusée : aucun de ses réglages ne s’applique',
    contact: '{{source}} ; contact : {{contact}}',
    enrolTitle: 'Inscrivez de nouveau ce poste',
  },
  language: {
    label: 'Langue',
    hint: 'La langue de tous les écrans, du formulaire de demande imprimé et des messages de ClaimDesk. Elle change aussitôt.',
    settingsHint:
      'La langue de tous les écrans, du formulaire de demande imprimé et des messages de ClaimDesk. Elle change dès que les paramètres sont enregistrés.',
    saved: 'La langue est enregistrée.',
    notSaved: 'Impossible d’enregistrer la langue',
  },
  form: 'Paramètres',
  service: 'Service de l’assureur',
  serviceUrl: 'Adresse du service',
  serviceUrlPlaceholder: 'https://…',
  serviceUrlHint: 'Laissez vide pour utiliser le service de démonstration simulé.',
  token: 'Jeton d’accès',
  tokenSaved: 'Un jeton est enregistré. Laissez vide pour le garder ; saisissez-en un nouveau pour le remplacer.',
  tokenAgain:
    'C’est une nouvelle adresse : saisissez son jeton. Le jeton enregistré n’est envoyé qu’à l’adresse avec laquelle il a été enregistré.',
  noToken: 'Aucun jeton n’est encore enregistré.',
  timeZone: 'Fuseau horaire du service',
  timeZoneHint: 'Le fuseau dans lequel l’assureur écrit ses heures, par exemple UTC ou Africa/Nairobi.',
  desk: 'Ce poste',
  clinicName: 'Nom de la clinique',
  clinicNameHint: 'En tête du formulaire de demande imprimé et du reçu de ticket modérateur.',
  deskName: 'Nom du poste',
  staffName: 'Nom de l’agent',
  staffNameHint:
    'Inscrit sur ce qui est fait à ce poste quand personne n’est connecté (avec des personnes au poste, chacune est inscrite sous son propre nom).',
  countryCode: 'Indicatif du pays pour les numéros de téléphone',
  countryCodeHint:
    'Les chiffres après le signe plus, par exemple 254 : un numéro saisi à la manière locale, comme 0712 345 678, les reçoit devant.',
  batches: 'Numéros de lot des nouvelles demandes',
  batchRule: 'Règle des lots',
  batchKind: {
    monthly: 'Un lot par mois',
    weekly: 'Un lot par semaine',
    daily: 'Un lot par jour',
    fixed: 'Toujours le même numéro de lot',
  },
  batchPrefix: 'Préfixe du lot',
  fixedBatchNo: 'Numéro de lot fixe',
  lineAmounts: 'Les montants de ligne sont envoyés comme',
  lineAmount: {
    unit: 'Prix unitaire (l’assureur le multiplie par la quantité)',
    total: 'Total de la ligne (quantité × prix unitaire)',
  },
  lineAmountsHint:
    'Pour les demandes envoyées à partir de maintenant ; les demandes déjà envoyées gardent leurs montants. ClaimDesk prévient si l’assureur lit les montants autrement. Ne changez ce réglage qu’après vérification auprès de l’assureur.',
  claimsPerAuthorization: 'Demandes par autorisation',
  severalClaimsPerAuthorization: 'L’assureur accepte plusieurs demandes par autorisation',
  severalClaimsPerAuthorizationHint:
    'Laissez ce réglage désactivé sauf accord écrit de l’assureur : une autorisation correspond à une visite, donc ClaimDesk refuse de mettre en file une deuxième demande sur celle-ci, que l’assureur réduirait ou refuserait comme doublon.',
  documentsHeading: 'Documents',
  documentSizeLimit: 'Document le plus lourd',
  documentSizeLimitHint:
    'Les assureurs limitent la taille des pièces jointes. Une photo ou un scan au-delà est réduit avant d’être conservé ; un PDF au-delà est refusé.',
  referralLetter: 'Une demande sur une prestation sur orientation sans sa lettre d’orientation',
  referralLetterHold: 'Attend que la lettre soit jointe (ou que l’on l’envoie sans)',
  referralLetterWarn: 'Est envoyée, avec un avertissement sur la demande',
  quantityThreshold: 'Quantité à vérifier avant l’envoi',
  quantityThresholdHint:
    'Une ligne de demande d’une quantité plus grande demande une confirmation avant l’envoi (30 par défaut).',
  tariffDropHoldPercent: 'Part des tarifs qu’un téléchargement complet peut retirer sans vérification (%)',
  tariffDropHoldPercentHint:
    'Une liste complète qui retirerait davantage des tarifs de cet ordinateur attend sur l’écran Tarifs que quelqu’un regarde ce qui partirait (50 par défaut ; 100 n’attend jamais).',
  handoverUploadLimit: 'Plus grand fichier de transmission accepté',
  handoverUploadLimitHint:
    'Un fichier plus grand est refusé avant d’être lu, pour qu’il ne remplisse pas la mémoire de cet ordinateur.',
  save: 'Enregistrer les paramètres',
  notSaved: 'Paramètres non enregistrés',
  saved: 'Paramètres enregistrés.',
  saveBar: {
    label: 'Enregistrement des paramètres',
    unsaved: 'Pas encore enregistré, sur : {{pages}}.',
    undo: 'Annuler les modifications',
    nothing: 'Rien n’a changé depuis le dernier enregistrement.',
    refusedOn: 'Corrigez le champ marqué en rouge, sur : {{pages}}.',
  },
  test: {
    button: 'Tester la connexion',
    missing: 'Saisissez l’adresse du service et le jeton pour les tester.',
    connected: 'Connecté',
    unusable: 'Le service n’a pas pu être utilisé',
    didNotRun: 'Le test n’a pas eu lieu',
  },
} satisfies Translation<typeof english>;
