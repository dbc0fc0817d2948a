/** Paramètres › Durée de conservation : combien de temps les données des patients restent sur cet ordinateur. */
import type { Translation } from '../../translation';
import type source from '../en/retention';

export default {
  heading: 'Durée de conservation des données',
  intro:
    'ClaimDesk efface de cet ordinateur les données des patients dont il n’a plus besoin. Les demandes pas encore envoyées, celles dont l’envoi n’est pas confirmé et les documents que l’assureur n’a pas encore reçus sont toujours conservés.',
  form: 'Durées de conservation',
  documentDays: 'Documents numérisés, après leur réception par l’assureur',
  documentDaysHint:
    'Le fichier numérisé est effacé ; la demande indique toujours le document, son nom et la date de sa réception.',
  recentMemberDays: 'Adhérents récents, après leur dernière consultation',
  recentMemberDaysHint: 'Nom, date de naissance et garanties, gardés pour afficher un adhérent hors ligne.',
  unusedVisitDays: 'Visites et autorisations qu’aucune demande n’utilise',
  unusedVisitDaysHint: 'Celles qu’une demande utilise sont conservées avec elle.',
  corruptDays: 'Fichiers de données endommagés gardés pour le dépannage',
  corruptDaysHint: 'Fichiers mis de côté quand ClaimDesk a restauré ses données depuis une sauvegarde.',
  auditDays: 'Journal d’audit',
  auditDaysHint:
    'Qui a fait quoi au poste, sans aucune donnée médicale. Conservé le plus longtemps : au moins 366 jours.',
  range: 'De {{min, count}} à {{max, count}} jours.',
  outOfRange: 'Saisissez un nombre entier de jours, de {{min, count}} à {{max, count}}.',
  applies: 'Des durées changées s’appliquent au prochain nettoyage quotidien, et à chaque démarrage.',
} as const satisfies Translation<typeof source>;
