/** Skrini ya bei: kilichohifadhiwa kwenye kompyuta hii, kusasisha pamoja na maendeleo yake, na utafutaji. */
import type english from '../en/tariffs';
import type { Translation } from '../../catalogues';

export default {
  heading: 'Bei za huduma',
  items: 'Huduma kwenye kompyuta hii',
  lastRefreshed: 'Ilisasishwa mwisho',
  stamp: '<time>{{stamp}}</time> ({{age}})',
  never: 'Bado — sasisha ili kupakua orodha ya bei',
  refresh: 'Sasisha bei',
  downloadAll: 'Pakua orodha yote upya',
  upToDate_one: 'Bei ziko sawa na za sasa: huduma {{count, count}}.',
  upToDate_other: 'Bei ziko sawa na za sasa: huduma {{count, count}}.',
  search: 'Tafuta bei',
  searchHint: 'Jina au msimbo wa bei.',
  accessType: 'Aina ya ufikiaji',
  any: 'Yoyote',
  noMatch: 'Hakuna bei inayolingana na “{{query}}”.',
  firstMatches: 'Matokeo {{count, count}} ya kwanza',
  matches_one: 'Tokeo {{count, count}}',
  matches_other: 'Matokeo {{count, count}}',
  column: { code: 'Msimbo', name: 'Jina', price: 'Bei', accessType: 'Aina ya ufikiaji' },
  progress: {
    starting: 'Inaanza kusasisha',
    downloading: 'Inapakua bei',
    saving: 'Inahifadhi kwenye kompyuta hii',
    done: 'Inamalizia',
    label: '{{words}}… {{share, percent}}',
    labelUnknown: '{{words}}…',
  },
} satisfies Translation<typeof english>;
