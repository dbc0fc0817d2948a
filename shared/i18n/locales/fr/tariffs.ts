/** L’écran des tarifs : ce que contient cet ordinateur, la mise à jour et sa progression, et la recherche. */
import type english from '../en/tariffs';
import type { Translation } from '../../catalogues';

export default {
  heading: 'Tarifs',
  items: 'Prestations sur cet ordinateur',
  lastRefreshed: 'Dernière mise à jour',
  stamp: '<time>{{stamp}}</time> ({{age}})',
  never: 'Jamais — mettez à jour pour télécharger la liste des tarifs',
  refresh: 'Mettre à jour les tarifs',
  downloadAll: 'Télécharger de nouveau toute la liste',
  upToDate_one: 'Les tarifs sont à jour : {{count, count}} prestation.',
  upToDate_many: 'Les tarifs sont à jour : {{count, count}} prestations.',
  upToDate_other: 'Les tarifs sont à jour : {{count, count}} prestations.',
  search: 'Chercher un tarif',
  searchHint: 'Un nom ou un code de tarif.',
  accessType: 'Type d’accès',
  any: 'Tous',
  noMatch: 'Aucun tarif ne correspond à « {{query}} ».',
  firstMatches: 'Les {{count, count}} premiers résultats',
  matches_one: '{{count, count}} résultat',
  matches_many: '{{count, count}} résultats',
  matches_other: '{{count, count}} résultats',
  column: { code: 'Code', name: 'Nom', price: 'Prix', accessType: 'Type d’accès' },
  progress: {
    starting: 'Début de la mise à jour',
    downloading: 'Téléchargement des tarifs',
    saving: 'Enregistrement sur cet ordinateur',
    done: 'Finalisation',
    label: '{{words}}… {{share, percent}}',
    labelUnknown: '{{words}}…',
  },
} satisfies Translation<typeof english>;
