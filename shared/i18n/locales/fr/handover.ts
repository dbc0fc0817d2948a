/** Paramètres › Transmettre des demandes à un autre poste : exporter les demandes non envoyées dans un fichier scellé, en importer un. */
import type english from '../en/handover';
import type { Translation } from '../../translation';

export default {
  heading: 'Transmettre des demandes à un autre poste',
  intro:
    'Quand cet ordinateur ne peut pas envoyer ses demandes (pas d’internet, ou il est remplacé), transmettez ses demandes non envoyées — brouillons et demandes en file, avec leurs documents — à un poste qui le peut. Elles sont alors envoyées depuis ce poste seulement, une seule fois.',
  exportHeading: 'Exporter les demandes non envoyées de ce poste',
  exportIntro:
    'ClaimDesk place chaque brouillon et chaque demande en file dans un seul fichier, verrouillé par une phrase secrète, et les marque comme transmises : ce poste ne les envoie plus. Dites la phrase secrète à l’autre poste de vive voix ou par téléphone, jamais avec le fichier. Pour reprendre les demandes, importez le même fichier ici.',
  passphrase: 'Phrase secrète',
  passphraseHint_one: 'Au moins {{count, count}} caractère. Plusieurs mots sont plus faciles à dire et à saisir.',
  passphraseHint_many: 'Au moins {{count, count}} caractères. Plusieurs mots sont plus faciles à dire et à saisir.',
  passphraseHint_other: 'Au moins {{count, count}} caractères. Plusieurs mots sont plus faciles à dire et à saisir.',
  tooShort_one: 'La phrase secrète doit compter au moins {{count, count}} caractère.',
  tooShort_many: 'La phrase secrète doit compter au moins {{count, count}} caractères.',
  tooShort_other: 'La phrase secrète doit compter au moins {{count, count}} caractères.',
  repeat: 'Saisissez à nouveau la phrase secrète',
  different: 'Les deux phrases secrètes ne sont pas identiques. Saisissez-les à nouveau.',
  export: 'Créer le fichier de transmission',
  importHeading: 'Importer un fichier de transmission',
  importIntro:
    'Choisissez le fichier créé par l’autre poste et saisissez sa phrase secrète. Ses demandes deviennent celles de ce poste : les brouillons restent des brouillons, et les demandes en file partent à la prochaine synchronisation. Un fichier de transmission ne sert qu’à un seul poste : importez-le sur un seul poste, puis supprimez-le. ClaimDesk vérifie chaque demande importée auprès de l’assureur avant de l’envoyer, pour qu’une visite déjà envoyée par un autre poste ne le soit pas une seconde fois.',
  file: 'Fichier de transmission',
  chooseFile: 'Choisissez d’abord le fichier de transmission.',
  import: 'Importer le fichier',
  notExported: 'Aucun fichier de transmission n’a été créé',
  notImported: 'Rien n’a été importé',
  exportedTitle: 'Demandes transmises',
  exported_one:
    '{{count, count}} demande est dans {{fileName}}, dans vos téléchargements. Apportez ce fichier à l’autre poste ; ce poste ne l’enverra pas.',
  exported_many:
    '{{count, count}} demandes sont dans {{fileName}}, dans vos téléchargements. Apportez ce fichier à l’autre poste ; ce poste ne les enverra pas.',
  exported_other:
    '{{count, count}} demandes sont dans {{fileName}}, dans vos téléchargements. Apportez ce fichier à l’autre poste ; ce poste ne les enverra pas.',
  importedTitle: 'Demandes importées',
  imported_one:
    '{{count, count}} demande de {{fileName}} est désormais à envoyer par ce poste. ClaimDesk la vérifie auprès de l’assureur avant de l’envoyer. N’importez pas ce fichier sur un autre poste.',
  imported_many:
    '{{count, count}} demandes de {{fileName}} sont désormais à envoyer par ce poste. ClaimDesk vérifie chacune auprès de l’assureur avant de l’envoyer. N’importez pas ce fichier sur un autre poste.',
  imported_other:
    '{{count, count}} demandes de {{fileName}} sont désormais à envoyer par ce poste. ClaimDesk vérifie chacune auprès de l’assureur avant de l’envoyer. N’importez pas ce fichier sur un autre poste.',
  takenBackTitle: 'Demandes reprises',
  takenBack_one:
    'Ce poste a créé {{fileName}} : sa {{count, count}} demande est de nouveau à envoyer par ce poste. ClaimDesk vérifie auprès de l’assureur avant d’en envoyer, au cas où l’autre poste l’aurait déjà fait.',
  takenBack_many:
    'Ce poste a créé {{fileName}} : ses {{count, count}} demandes sont de nouveau à envoyer par ce poste. ClaimDesk vérifie auprès de l’assureur avant d’en envoyer, au cas où l’autre poste l’aurait déjà fait.',
  takenBack_other:
    'Ce poste a créé {{fileName}} : ses {{count, count}} demandes sont de nouveau à envoyer par ce poste. ClaimDesk vérifie auprès de l’assureur avant d’en envoyer, au cas où l’autre poste l’aurait déjà fait.',
  claim_one: '{{member}}, consultation du {{date}}, {{amount}} ({{state}}, {{count, count}} document)',
  claim_many: '{{member}}, consultation du {{date}}, {{amount}} ({{state}}, {{count, count}} documents)',
  claim_other: '{{member}}, consultation du {{date}}, {{amount}} ({{state}}, {{count, count}} documents)',
  recordsHeading: 'Fichiers de transmission de ce poste',
  recordExported_one: 'Créé le {{at}} : {{count, count}} demande transmise.',
  recordExported_many: 'Créé le {{at}} : {{count, count}} demandes transmises.',
  recordExported_other: 'Créé le {{at}} : {{count, count}} demandes transmises.',
  recordImported_one: 'Importé le {{at}} : {{count, count}} demande.',
  recordImported_many: 'Importé le {{at}} : {{count, count}} demandes.',
  recordImported_other: 'Importé le {{at}} : {{count, count}} demandes.',
  recordTakenBack: 'Repris le {{at}}.',
  saveAgain: 'Enregistrer à nouveau le fichier',
} satisfies Translation<typeof english>;
