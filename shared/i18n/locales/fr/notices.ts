/** Ce que ClaimDesk a constaté en ouvrant son fichier de données, affiché au-dessus des écrans jusqu’à sa lecture. */
import type english from '../en/notices';
import type { Translation } from '../../translation';

export default {
  region: 'Avis concernant vos données',
  acknowledge: 'Compris',
  acknowledgeLabel: 'Compris : {{title}}',
  notAcknowledged: 'ClaimDesk n’a pas pu noter que vous avez lu ceci. Réessayez.',
  raisedAt: 'Constaté au démarrage de ClaimDesk le {{stamp}}.',
  restored: {
    title: 'Données restaurées depuis une sauvegarde',
    corrupt:
      'Le fichier de données de ClaimDesk était endommagé : il a été restauré depuis la sauvegarde automatique du {{stamp}}.',
    missing:
      'Le fichier de données de ClaimDesk était introuvable : il a été restauré depuis la sauvegarde automatique du {{stamp}}.',
    toDo: 'Ce qui a été enregistré après ce moment (demandes, visites, autorisations, documents, paramètres) peut manquer : vérifiez votre travail récent et saisissez de nouveau ce qui n’y est pas.',
    reconcile_one:
      '{{count, count}} demande qui a pu parvenir à l’assureur sera vérifiée auprès de lui avant d’être renvoyée.',
    reconcile_many:
      '{{count, count}} demandes qui ont pu parvenir à l’assureur seront vérifiées auprès de lui avant d’être renvoyées.',
    reconcile_other:
      '{{count, count}} demandes qui ont pu parvenir à l’assureur seront vérifiées auprès de lui avant d’être renvoyées.',
    keptIn: 'Le fichier endommagé a été conservé pour votre support dans {{folder}}.',
  },
  migrated: {
    title: 'Fichier de données mis à jour',
    body: 'Cette version de ClaimDesk a mis à jour son fichier de données (de la version {{from}} à la {{to}}). Une sauvegarde d’avant la mise à jour se trouve dans {{file}}.',
    toDo: 'Rien à faire : tout votre travail est là.',
  },
  backupFailed: {
    title: 'Sauvegarde automatique non effectuée',
    body: 'ClaimDesk n’a pas pu faire la sauvegarde automatique du jour. Votre travail reste enregistré comme d’habitude.',
    newest: 'La sauvegarde la plus récente date du {{stamp}}.',
    none: 'Il n’existe encore aucune sauvegarde.',
    toDo: 'Libérez de l’espace disque ; ClaimDesk réessaie à son prochain démarrage. Si cela se reproduit, appelez votre support.',
  },
} satisfies Translation<typeof english>;
