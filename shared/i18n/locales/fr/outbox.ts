/** La boîte d’envoi : les demandes du poste, le détail d’une demande, ses documents, et la recherche chez l’assureur. */
import type english from '../en/outbox';
import type { Translation } from '../../translation';

export default {
  heading: 'Boîte d’envoi et demandes',
  show: 'Afficher',
  allClaims: 'Toutes les demandes',
  reading: 'Lecture des demandes…',
  noClaims: 'Aucune demande pour l’instant.',
  noClaimsInState: 'Aucune demande dans cet état.',
  caption: 'Demandes du poste, dernière modification d’abord',
  column: {
    state: 'État',
    member: 'Adhérent',
    attendanceDate: 'Date de consultation',
    claimNo: 'Numéro de demande',
    amount: 'Montant',
    open: 'Ouvrir',
  },
  outcomeUnknown: ' (issue inconnue)',
  priceChanged: ' (prix modifié)',
  seeMessages: ' — voir les messages',
  recordedByInsurer: ' (assureur : {{amount, amount}})',
  openClaim: 'Ouvrir la demande de {{member}} du {{date}}',
  unknownMember: 'adhérent inconnu',
  noDate: 'sans date',
  open: 'Ouvrir',
  state: {
    draft: 'Brouillon',
    queued: 'En attente d’envoi',
    sending: 'Envoi en cours',
    submitted: 'Envoyée',
    needsAttention: 'À traiter',
  },
  detail: {
    opening: 'Ouverture de la demande…',
    claim: 'Demande',
    heading: '{{member}} — {{state}}',
    facts:
      'Autorisation {{authorizationNo}} · consultation du {{date}} · lot {{batchNo}} · total <money>{{total, amount}}</money>',
    factsClaimNo: ' · numéro de demande {{claimNo}}',
    batchWhenQueued: 'choisi à la mise en file d’envoi',
    recordedTitle: 'Montant enregistré par l’assureur',
    recorded:
      'L’assureur a enregistré {{recorded, amount}} ; le total de cette demande est de {{total, amount}}. Voyez-le avec l’assureur.',
    saidTitle: 'L’assureur ou ClaimDesk a indiqué',
    messagesTitle: 'Messages',
    edit: 'Modifier',
    sendAgain: 'Renvoyer',
  },
  resolve: {
    label: 'Lever le doute sur l’envoi',
    explain:
      'ClaimDesk ne peut pas savoir si l’assureur a reçu cette demande. Cherchez-la (ci-dessous, ou par téléphone), puis indiquez ce que vous avez trouvé.',
    claimNo: 'Numéro de demande chez l’assureur',
    missing: 'Saisissez le numéro de demande donné par l’assureur, ou choisissez « Elle n’est jamais arrivée ».',
    isThere: 'Elle y est, avec ce numéro',
    neverArrived: 'Elle n’est jamais arrivée : la renvoyer',
  },
  documents: {
    heading: 'Documents',
    none: 'Aucun document joint.',
    size: '({{size}})',
    state: {
      pending: 'En attente d’envoi',
      uploading: 'Envoi en cours',
      uploaded: 'Envoyé',
      needsAttention: 'À traiter',
    },
    remove: 'Retirer',
    removeLabel: 'Retirer {{file}}',
    uploadAgain: 'Renvoyer',
    uploadAgainLabel: 'Renvoyer {{file}}',
    insurerHasIt: 'L’assureur l’a reçu',
    insurerHasItLabel: 'L’assureur a reçu {{file}}',
    attach: 'Joindre un document (PDF, PNG, JPEG ou TIFF)',
    drop: '…ou déposez les fichiers ici.',
    working: 'Traitement des documents…',
    contentRemoved_one:
      'Envoyé le {{uploaded}} ; contenu effacé le {{removed}} (conservé {{count, count}} jour, voir Paramètres › Durée de conservation des données).',
    contentRemoved_many:
      'Envoyé le {{uploaded}} ; contenu effacé le {{removed}} (conservé {{count, count}} jours, voir Paramètres › Durée de conservation des données).',
    contentRemoved_other:
      'Envoyé le {{uploaded}} ; contenu effacé le {{removed}} (conservé {{count, count}} jours, voir Paramètres › Durée de conservation des données).',
    contentRemovedOn: 'Contenu effacé le {{removed}} (voir Paramètres › Durée de conservation des données).',
  },
  remote: {
    heading: 'Chercher des demandes chez l’assureur',
    by: 'Chercher par',
    batchNo: 'Numéro de lot',
    claimNo: 'Numéro de demande',
    lookUp: 'Chercher',
    enterNumber: 'Saisissez un numéro à chercher.',
    offline:
      'Le service de l’assureur est injoignable : impossible d’y chercher des demandes pour l’instant. Toutes les demandes du poste sont listées ci-dessus ; réessayez au retour de la connexion.',
    none: 'Le service n’a aucune demande pour ce numéro.',
    caption: 'Demandes chez l’assureur',
    column: {
      claimNo: 'Numéro de demande',
      member: 'Adhérent',
      attendanceDate: 'Date de consultation',
      amountClaimed: 'Montant demandé',
      status: 'Statut',
    },
  },
} satisfies Translation<typeof english>;
