/** Le choix du premier démarrage : se connecter au service de l’assureur, ou essayer la démo. */
import type english from '../en/setup';
import type { Translation } from '../../translation';

export default {
  heading: 'Bienvenue dans ClaimDesk',
  intro: 'Choisissez comment ce poste démarre. Vous pourrez changer ce choix plus tard dans les paramètres.',
  connect: {
    heading: 'Se connecter à l’assureur',
    intro:
      'Saisissez l’adresse du service de l’assureur et le jeton d’accès remis par votre administrateur. ClaimDesk les teste avant de rien enregistrer.',
    serviceUrl: 'Adresse du service',
    serviceUrlPlaceholder: 'https://…',
    token: 'Jeton d’accès',
    tokenHint: 'Conservé sur cet ordinateur seulement, et plus jamais affiché.',
    enterAddress: 'Saisissez l’adresse du service de l’assureur.',
    enterToken: 'Saisissez le jeton d’accès.',
    button: 'Tester et se connecter',
    unusable: 'Le service n’a pas pu être utilisé',
    didNotRun: 'Le test n’a pas eu lieu',
    notSaved: 'Non enregistré',
    restartTitle: 'Redémarrage nécessaire',
    restart: 'Le service est enregistré. Redémarrez ClaimDesk pour commencer à l’utiliser.',
    addressLocked: 'Défini par votre administrateur : ce poste se connecte uniquement à cette adresse.',
    enrolOnlyTitle: 'Inscription requise',
    enrolOnly:
      'Votre administrateur exige que ce poste soit inscrit auprès de l’assureur : saisissez le jeton d’accès pour l’inscrire. La démo ne peut pas être choisie sur ce poste.',
    notEnrolledTitle: 'Inscrivez ce poste',
  },
  demo: {
    heading: 'Essayer la démo',
    intro:
      'Exercez-vous avec un assureur simulé et des adhérents fictifs. Rien ne parvient à un véritable assureur, et la démo garde ses données à l’écart des données réelles.',
    button: 'Essayer la démo',
    failed: 'La démo n’a pas pu démarrer',
  },
} satisfies Translation<typeof english>;
