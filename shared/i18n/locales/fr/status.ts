/** La barre d’état (toujours visible) et l’avertissement sur les montants que l’assureur enregistre autrement. */
import type english from '../en/status';
import type { Translation } from '../../translation';

export default {
  region: 'État de la synchronisation',
  reading: 'Lecture de l’état de la synchronisation…',
  offline: 'Hors ligne — les demandes sont enregistrées et partiront au retour de la connexion',
  syncing: 'Synchronisation… {{share, percent}}',
  progress: 'Progression de la synchronisation',
  failed: 'Échec de la synchronisation : {{message}}',
  failedUnknown: 'la dernière synchronisation n’a pas abouti.',
  tryAgain: 'Appuyez sur « Synchroniser » pour réessayer.',
  checking: 'Vérification de la connexion avec l’assureur…',
  upToDate: 'À jour',
  connected: 'Connecté',
  waiting_one: '{{count, count}} demande en attente',
  waiting_many: '{{count, count}} demandes en attente',
  waiting_other: '{{count, count}} demandes en attente',
  needsAttention_one: '{{count, count}} à traiter',
  needsAttention_many: '{{count, count}} à traiter',
  needsAttention_other: '{{count, count}} à traiter',
  needsAttentionWhy: '{{total}} ({{why}})',
  attention: {
    inDoubt_one: '{{count, count}} en doute',
    inDoubt_many: '{{count, count}} en doute',
    inDoubt_other: '{{count, count}} en doute',
    refused_one: '{{count, count}} refusée',
    refused_many: '{{count, count}} refusées',
    refused_other: '{{count, count}} refusées',
    priceChanged_one: '{{count, count}} au prix modifié',
    priceChanged_many: '{{count, count}} au prix modifié',
    priceChanged_other: '{{count, count}} au prix modifié',
    anotherClaim_one: '{{count, count}} retenue à cause d’une autre demande',
    anotherClaim_many: '{{count, count}} retenues à cause d’une autre demande',
    anotherClaim_other: '{{count, count}} retenues à cause d’une autre demande',
  },
  documents_one: '{{count, count}} document à envoyer',
  documents_many: '{{count, count}} documents à envoyer',
  documents_other: '{{count, count}} documents à envoyer',
  waitingOnDocument_one: '{{count, count}} en attente d’une lettre de référence',
  waitingOnDocument_many: '{{count, count}} en attente d’une lettre de référence',
  waitingOnDocument_other: '{{count, count}} en attente d’une lettre de référence',
  statusesUnread_one: 'statuts de l’assureur non lus pour {{count, count}} lot (ClaimDesk réessaie)',
  statusesUnread_many: 'statuts de l’assureur non lus pour {{count, count}} lots (ClaimDesk réessaie)',
  statusesUnread_other: 'statuts de l’assureur non lus pour {{count, count}} lots (ClaimDesk réessaie)',
  never: 'Jamais synchronisé',
  lastSync: 'Dernière synchronisation <time>{{stamp}}</time> ({{age}})',
  syncNow: 'Synchroniser',
  amounts: {
    region: 'Montants enregistrés par l’assureur',
    title: 'L’assureur enregistre des montants différents',
    readsTotals:
      'L’assureur lit le montant de chaque ligne comme le total de la ligne, mais ClaimDesk envoie des prix unitaires : les lignes d’une quantité supérieure à 1 sont sous-facturées.',
    readsUnits:
      'L’assureur multiplie le montant de chaque ligne par sa quantité, mais ClaimDesk envoie des totaux de ligne : les lignes d’une quantité supérieure à 1 sont surfacturées.',
    readsNeither:
      'L’assureur a enregistré des montants qui ne correspondent ni aux prix unitaires ni aux totaux de ligne.',
    affected_one:
      '{{count, count}} demande a été enregistrée avec un montant différent de son total ; voyez-la avec l’assureur.',
    affected_many:
      '{{count, count}} demandes ont été enregistrées avec des montants différents de leur total ; voyez-les avec l’assureur.',
    affected_other:
      '{{count, count}} demandes ont été enregistrées avec des montants différents de leur total ; voyez-les avec l’assureur.',
    showClaims: 'Afficher les demandes',
    changeSetting: 'Modifier l’envoi des montants',
    caption: 'Demandes à voir avec l’assureur, les plus récentes d’abord',
    claimNo: 'Numéro de demande',
    member: 'Adhérent',
    attendanceDate: 'Date de consultation',
    claimTotal: 'Total de la demande',
    recorded: 'Enregistré par l’assureur',
  },
} satisfies Translation<typeof english>;
