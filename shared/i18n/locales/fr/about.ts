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
  close: 'Fermer',
} satisfies Translation<typeof english>;
