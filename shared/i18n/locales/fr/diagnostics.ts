/**
 * Le dépannage : l’archive pour le support (dans les Paramètres, et le menu de l’application), et les problèmes que
 * ClaimDesk signale à l’accueil. « Dépannage » plutôt que « diagnostic », qui désigne ici les diagnostics médicaux.
 */
import type english from '../en/diagnostics';
import type { Translation } from '../../translation';

export default {
  heading: 'Données de dépannage pour le support',
  intro:
    'En cas de problème, votre support peut demander une archive de dépannage : le journal de ClaimDesk et quelques informations sur ce poste. Vous voyez tout ce qu’elle contient avant qu’elle soit enregistrée.',
  neverHolds:
    'Elle ne contient jamais le jeton d’accès, un code envoyé à un adhérent ni un numéro de carte complet : des numéros de carte, seuls les quatre derniers caractères apparaissent.',
  logKept: 'ClaimDesk tient son journal dans le dossier de données, sous « logs ».',
  show: 'Préparer l’archive',
  notMade: 'L’archive n’a pas pu être préparée',
  contains: 'L’archive {{fileName}} ({{size}}) contient ces fichiers :',
  file: {
    versions: 'Les versions de ClaimDesk et de ce sur quoi il fonctionne.',
    settings: 'Les paramètres de ce poste, et si un jeton d’accès est enregistré (jamais le jeton).',
    sync: 'Où en est l’envoi des demandes, comme l’indique la barre d’état.',
    claims: 'Le nombre de demandes dans chaque état.',
    integrity: 'Une vérification du fichier de données, faite à l’instant.',
    log_one: 'Le journal : {{count, count}} ligne, du {{from}} au {{to}}.',
    log_many: 'Le journal : {{count, count}} de lignes, du {{from}} au {{to}}.',
    log_other: 'Le journal : {{count, count}} lignes, du {{from}} au {{to}}.',
    emptyLog: 'Le journal : vide.',
  },
  showContent: 'Ce qu’il contient',
  save: 'Enregistrer l’archive…',
  sendToIt: 'Envoyer à l’informatique',
  download: 'Télécharger l’archive',
  cancel: 'Annuler',
  saved: 'Enregistrée sous {{path}}. Envoyez ce fichier à votre support.',
  sent: 'Envoyée dans le dossier de l’informatique : {{path}}. Dites à votre administrateur informatique qu’elle y est.',
  downloaded: 'L’archive {{fileName}} est dans vos téléchargements. Envoyez ce fichier à votre support.',
  cancelled: 'Non enregistrée. L’archive reste prête : enregistrez-la quand vous voulez.',
  notSaved: 'L’archive n’a pas été enregistrée',
  alerts: {
    title: 'ClaimDesk a rencontré un problème',
    'screen-restarted': 'ClaimDesk a redémarré l’écran après un problème ; votre travail a été conservé.',
    'unexpected-error':
      'ClaimDesk a rencontré un problème inattendu et continue de fonctionner ; votre travail enregistré est en sécurité. Si cela se reproduit, préparez l’archive de dépannage dans les Paramètres et envoyez-la à votre support.',
    sync: 'ClaimDesk a rencontré une erreur en envoyant les demandes ; il réessaiera de lui-même.',
    tariffs: 'ClaimDesk a rencontré une erreur en mettant à jour les tarifs ; les tarifs enregistrés restent utilisés.',
    backup:
      'ClaimDesk n’a pas pu faire la sauvegarde automatique du jour. Votre travail est enregistré comme d’habitude ; ClaimDesk réessaie dans l’heure.',
    'offsite-backup':
      'ClaimDesk n’a pas copié ses sauvegardes dans le dossier de l’informatique depuis un moment. Votre travail est enregistré sur cet ordinateur comme d’habitude ; prévenez votre administrateur informatique (les Paramètres disent pourquoi).',
    settings:
      'ClaimDesk n’a pas pu enregistrer un paramètre qu’il a détecté ; il le détectera de nouveau, rien n’est perdu.',
    store:
      'L’entretien en arrière-plan du fichier de données de ClaimDesk s’est arrêté. Votre travail est enregistré comme d’habitude ; si cela se reproduit, redémarrez ClaimDesk.',
    'store-damaged':
      'ClaimDesk a trouvé des dommages dans son fichier de données. Fermez ClaimDesk et rouvrez-le : il restaurera sa dernière sauvegarde saine et vous dira quoi vérifier. Appelez votre support si cela se reproduit.',
    diagnoses:
      'ClaimDesk n’a pas pu charger sa liste de diagnostics de démonstration ; les codes de diagnostic peuvent toujours être saisis.',
    times_one: 'Une fois, à {{time}}.',
    times_many: '{{count, count}} fois, la dernière à {{time}}.',
    times_other: '{{count, count}} fois, la dernière à {{time}}.',
    dismiss: 'Fermer',
  },
} satisfies Translation<typeof english>;
