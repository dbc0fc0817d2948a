/** La clé de récupération (montrée une fois, pour l’informatique) et le déplacement d’un poste depuis une sauvegarde. */
import type { Translation } from '../../translation';
import type en from '../en/recovery';

export default {
  shown: {
    title: 'Notez cette clé de récupération maintenant',
    intro:
      'Elle n’est montrée que cette fois. Avec elle, l’informatique peut ouvrir ce poste et ses sauvegardes sur un autre ordinateur si celui-ci tombe en panne. Remettez-la à votre administrateur informatique, ou gardez-la en lieu sûr, loin de cet ordinateur.',
    label: 'Clé de récupération',
    done: 'Je l’ai notée',
    never:
      'ClaimDesk ne la garde pas et ne peut pas la montrer à nouveau. Si elle est perdue, émettez-en une nouvelle dans Paramètres.',
  },
  section: {
    heading: 'Clé de récupération',
    intro:
      'La clé de récupération permet à l’informatique d’ouvrir ce poste et ses sauvegardes sur un autre ordinateur. Une nouvelle clé remplace la précédente : l’ancienne n’ouvre plus que les sauvegardes faites avant.',
    issue: 'Émettre une nouvelle clé de récupération',
    failed: 'Aucune clé de récupération n’a été émise',
    missingTitle: 'Pas encore de clé de récupération',
    missing:
      'Pas encore de clé de récupération : si cet ordinateur tombe en panne, ses demandes ne pourront pas être déplacées. Émettez-en une et remettez-la à l’informatique.',
    missingGo: 'Émettre une clé de récupération dans les Paramètres',
  },
  move: {
    heading: 'Déplacer un poste ici depuis une sauvegarde',
    intro:
      'Pour l’informatique : amener ici le poste d’un autre ordinateur à partir d’une de ses sauvegardes et de sa clé de récupération. Le fichier .recovery de la sauvegarde doit être à côté d’elle.',
    backupFile: 'Fichier de sauvegarde',
    backupFilePlaceholder: '…\\backups\\claimdesk-….sqlite',
    recoveryKey: 'Clé de récupération',
    recoveryKeyHint: 'Sept groupes de cinq lettres et chiffres ; majuscules, espaces et tirets sans importance.',
    enterBackupFile: 'Saisissez le chemin du fichier de sauvegarde.',
    enterRecoveryKey: 'Saisissez la clé de récupération.',
    button: 'Déplacer le poste ici',
    refused: 'Le poste n’a pas été déplacé',
    movedTitle: 'Le poste est ici',
    moved_one:
      'Connectez-vous maintenant au service de l’assureur. {{count}} demande en attente sera vérifiée auprès de l’assureur avant tout envoi.',
    moved_many:
      'Connectez-vous maintenant au service de l’assureur. {{count}} demandes en attente seront vérifiées auprès de l’assureur avant tout envoi.',
    moved_other:
      'Connectez-vous maintenant au service de l’assureur. {{count}} demandes en attente seront vérifiées auprès de l’assureur avant tout envoi.',
  },
} satisfies Translation<typeof en>;
