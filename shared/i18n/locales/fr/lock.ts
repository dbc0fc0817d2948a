/** L’écran verrouillé : le verrou sur le poste, « Verrouiller », et Paramètres › Écran verrouillé. */
import type english from '../en/lock';
import type { Translation } from '../../translation';

export default {
  heading: 'ClaimDesk est verrouillé',
  intro:
    'Les données des adhérents sont masquées tant que le poste est sans surveillance. Saisissez votre code PIN pour reprendre là où vous en étiez.',
  pin: 'Code PIN',
  unlock: 'Déverrouiller',
  wait: 'Trop de codes PIN erronés. Vous pourrez réessayer dans <time>{{clock}}</time>.',
  noPin:
    'Aucun code PIN n’est défini : n’importe qui peut ouvrir cet écran. Définissez un code PIN dans les Paramètres, sous « Écran verrouillé ».',
  open: 'Afficher le poste',
  lockNow: 'Verrouiller',
  who: 'Qui est au poste ? Choisissez votre nom, puis saisissez votre code PIN.',
  pinFor: '{{name}}, saisissez votre code PIN pour continuer.',
  notMe: 'Je ne suis pas {{name}}',
  section: {
    heading: 'Écran verrouillé',
    intro:
      'Quand aucune touche n’est pressée et rien n’est cliqué pendant la durée ci-dessous, ClaimDesk masque les données des adhérents jusqu’à la saisie d’un code PIN. Verrouillez-le vous-même avec « Verrouiller » ou Ctrl+Maj+L. Le travail en cours est conservé.',
    idleMinutes: 'Verrouiller après (minutes)',
    idleHint: 'De 1 à 240 minutes.',
    noPin:
      'Aucun code PIN n’est défini : l’écran se verrouille quand même, mais n’importe qui peut l’ouvrir. Définissez un code PIN ci-dessous.',
    pinSet: 'Un code PIN est défini. Pour le changer, saisissez d’abord le code actuel.',
    currentPin: 'Code PIN actuel',
    newPin: 'Nouveau code PIN',
    newPinHint: '4 à 12 chiffres. ClaimDesk n’en garde qu’une empreinte lente et salée, jamais le code PIN lui-même.',
    repeatPin: 'Nouveau code PIN, à nouveau',
    setPin: 'Définir le code PIN',
    pinsDiffer: 'Les deux nouveaux codes PIN ne sont pas identiques.',
    pinSaved: 'Le code PIN est défini.',
  },
  people: {
    heading: 'Personnes de ce poste',
    intro:
      'Chaque réceptionniste se connecte avec son propre nom et son code PIN : le journal d’audit, les demandes et les rapports indiquent qui a fait quoi. Toute personne connectée peut ajouter, renommer ou retirer des personnes ; chaque changement est inscrit au journal d’audit.',
    showRetired_one: 'Afficher la personne retirée ({{count}})',
    showRetired_many: 'Afficher les personnes retirées ({{count}})',
    showRetired_other: 'Afficher les personnes retirées ({{count}})',
    retiredList: 'Personnes retirées',
    retiredOn: '{{name}}, retirée le {{stamp}}',
    none: 'Définissez d’abord un code PIN sous « Écran verrouillé » : vous devenez la première personne de ce poste et pouvez ensuite ajouter les autres.',
    you: '{{name}} (vous)',
    rename: 'Renommer {{name}}',
    newName: 'Nouveau nom pour {{name}}',
    saveName: 'Enregistrer le nom',
    cancel: 'Annuler',
    retire: 'Retirer {{name}}',
    retireTitle: 'Retirer {{name}} ?',
    retireText: 'Elle ne pourra plus se connecter à ce poste. Ce qu’elle a fait reste au journal d’audit sous son nom.',
    retireConfirm: 'Retirer {{name}}',
    addHeading: 'Ajouter une personne',
    name: 'Nom',
    nameHint: '1 à 60 caractères, différent des autres personnes de ce poste.',
    pin: 'Son code PIN',
    pinAgain: 'Son code PIN, à nouveau',
    add: 'Ajouter la personne',
    added: '{{name}} peut maintenant se connecter à ce poste.',
  },
} satisfies Translation<typeof english>;
