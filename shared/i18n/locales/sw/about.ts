/** Kisanduku cha Kuhusu: toleo, programu zinazoiendesha na folda ya data. */
import type english from '../en/about';
import type { Translation } from '../../translation';

export default {
  button: 'Kuhusu ClaimDesk',
  heading: 'Kuhusu ClaimDesk',
  reading: 'Inasoma…',
  readError: 'ClaimDesk haikuweza kusema inaendeshwa na nini. Funga hiki na ujaribu tena.',
  version: 'Toleo',
  electron: 'Electron',
  chromium: 'Chromium',
  node: 'Node.js',
  sqlite: 'SQLite',
  dataFolder: 'Folda ya data',
  notUsed: 'haitumiki (hali ya kivinjari)',
  copyWhat: 'folda ya data',
  signature: 'Sahihi ya msimbo',
  signed: 'Imesainiwa na mchapishaji',
  unsigned:
    'Haijasainiwa: toleo hili lilitengenezwa bila cheti cha kusaini msimbo. Litumie tu ikiwa idara yako ya TEHAMA ilikupa.',
  noSignature: 'hakuna (hali ya kivinjari)',
  close: 'Funga',
} satisfies Translation<typeof english>;
