/** Les mots de tous les écrans : le cadre, les onglets, les avis et les petites commandes partagées. */
import type english from '../en/common';
import type { Translation } from '../../translation';

export default {
  appName: 'ClaimDesk',
  demoBadge: 'DÉMO<what> — service d’assureur simulé</what>',
  nav: {
    label: 'Écrans',
    shortcut: 'Alt+{{number}}',
    visit: 'Visite',
    claim: 'Demande',
    outbox: 'Boîte d’envoi',
    tariffs: 'Tarifs',
    settings: 'Paramètres',
    reports: 'Rapports',
  },
  notice: { info: 'À noter', success: 'Terminé', warn: 'Attention', error: 'Problème' },
  service: {
    gender: { female: 'Femme', male: 'Homme' },
    benefitAccess: { direct: 'Accès direct', referral: 'Sur orientation' },
    tariffAccess: { direct: 'Accès direct', preAuth: 'Sur accord préalable' },
    diagnosisType: { principal: 'Principal', secondary: 'Secondaire' },
    lineType: { medication: 'Médicament', investigation: 'Examen' },
    claimStatus: {
      received: 'Reçue',
      pending: 'En attente',
      approved: 'Approuvée',
      partiallyApproved: 'Approuvée en partie',
      rejected: 'Rejetée',
      declined: 'Refusée',
      paid: 'Payée',
    },
    authorizationStatus: { approved: 'Approuvée' },
  },
  copy: {
    button: 'Copier',
    label: 'Copier : {{what}}',
    copied: 'Copié',
    failed: 'La copie a échoué. Sélectionnez le texte ({{what}}) et copiez-le à la main.',
  },
  countdown: {
    expired: '{{label}} : délai expiré',
    validFor: '{{label}} : encore valable <time>{{clock}}</time>',
  },
  characterCount: '{{used, count}} / {{max, count}} caractères',
  none: '—',
  tryAgain: 'Réessayer',
  loading: 'Ouverture de l’écran…',
  hostUnreachable:
    'Le service local de ClaimDesk ne répond pas. La fenêtre de ClaimDesk est-elle toujours ouverte ? Rechargez la page.',
} satisfies Translation<typeof english>;
