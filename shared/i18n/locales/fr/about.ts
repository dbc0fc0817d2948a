/** La boîte « À propos » : la version, les logiciels sur lesquels elle fonctionne et le dossier des données. */
import type english from '../en/about';
import type { Translation } from '../../translation';

export default {
  button: 'À propos de ClaimDesk',
  heading: 'À propos de ClaimDesk',
  reading: 'Lecture…',
  readError: 'ClaimDesk n’a pas pu indiquer sur quoi il fonctionne. Fermez cette fenêtre et réessayez.',
  version: 'Version',
  electron: 'Electron',
  chromium: 'Chromium',
  node: 'Node.js',
  sqlite: 'SQLite',
  dataFolder: 'Dossier des données',
  notUsed: 'non utilisé (mode navigateur)',
  copyWhat: 'dossier des données',
  signature: 'Signature du code',
  signed: 'Signé par l’éditeur',
  unsigned:
    'Non signé : cette version a été construite sans certificat de signature de code. Ne l’utilisez que si votre service informatique vous l’a fournie.',
  noSignature: 'aucune (mode navigateur)',
  close: 'Fermer',
} satisfies Translation<typeof english>;
