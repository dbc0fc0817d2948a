/**
 * Les phrases des règles : ce qu’il manque à un formulaire ou à une demande. Le nom d’un champ en tête de
 * phrase est suivi de deux-points, pour que la phrase s’accorde avec n’importe quel champ.
 */
import type english from '../en/rules';
import type { Translation } from '../../translation';

export default {
  input: {
    missing: '{{field, label}} : information manquante.',
    wrongForm: '{{field, label}} : format incorrect.',
    notWhole: '{{field, label}} : saisissez un nombre entier.',
    empty: '{{field, label}} : ce champ ne doit pas être vide.',
    tooShort: '{{field, label}} : texte trop court (au moins {{minimum, count}} caractères).',
    tooFew: '{{field, label}} : pas assez d’entrées (au moins {{minimum, count}}).',
    tooSmall: '{{field, label}} : la valeur doit être d’au moins {{minimum, count}}.',
    tooLong: '{{field, label}} : texte trop long (au plus {{maximum, count}} caractères).',
    tooMany: '{{field, label}} : trop d’entrées (au plus {{maximum, count}}).',
    tooLarge: '{{field, label}} : la valeur doit être d’au plus {{maximum, count}}.',
    unknownFields: '{{field, label}} : contient des champs que ClaimDesk ne connaît pas ({{keys}}).',
    correct: 'Corrigez ceci puis réessayez : {{problems}}',
  },
  cardNo: {
    missing: 'Saisissez ou scannez un numéro de carte.',
    tooLong: 'Un numéro de carte compte au plus {{maximum, count}} caractères.',
  },
  phone: {
    notMobile: 'Saisissez le numéro de mobile de l’adhérent, par exemple 0712 345 678 ou +254 712 345 678.',
  },
  otp: { notCode: 'Saisissez le code reçu par SMS : {{otpMinDigits}} à {{otpMaxDigits}} chiffres.' },
  amount: {
    notAmount: 'Saisissez un montant comme 1500 ou 1 500,50, avec au plus {{moneyScale}} décimales.',
    notPositive: 'Le montant doit être supérieur à zéro.',
    notCents: 'Le montant doit avoir au plus 2 décimales.',
    ambiguous:
      '{{field, label}} : « {{typed}} » peut se lire {{thousands, amount}} ou {{decimal, amount}}. Tapez {{thousands}} pour le premier, ou {{decimal, amount}} pour le second.',
    negative: '{{field, label}} : un montant ne peut pas être négatif.',
    tooLarge: '{{field, label}} : un montant compte au plus {{digits}} chiffres avant la virgule.',
  },
  countryCode: { notCode: 'L’indicatif du pays doit être composé de chiffres, par exemple 254.' },
  timeZone: { unknown: '{{field, label}} : indiquez un fuseau horaire comme UTC ou Africa/Nairobi.' },
  settings: {
    urlNotFull: 'L’adresse du service doit être complète, par exemple https://insurer.example.',
    urlNotHttps:
      'L’adresse du service doit commencer par https:// (http:// seul n’est permis que pour cet ordinateur).',
    urlHasExtras:
      'L’adresse du service ne doit contenir ni nom d’utilisateur, ni mot de passe, ni requête, ni fragment.',
    urlPathNotPlain:
      'Le chemin de l’adresse du service ne peut contenir que des lettres, des chiffres et - . _ ~ entre des barres obliques simples, par exemple https://insurer.example/api.',
    tokenNotOneWord: 'Le jeton doit être un seul mot de caractères imprimables, sans espace.',
    bothOrNeither:
      'Renseignez à la fois l’adresse du service et le jeton pour utiliser le service de l’assureur, ou aucun des deux pour la démonstration.',
    tokenAgain: 'Une nouvelle adresse de service demande son jeton : saisissez le jeton à nouveau.',
  },
  updates: {
    feedUrlNotFull: 'L’adresse des mises à jour doit être complète, par exemple https://updates.example/claimdesk.',
    feedUrlNotHttps:
      'L’adresse des mises à jour doit commencer par https:// (http:// seul n’est permis que pour cet ordinateur).',
    feedUrlHasExtras:
      'L’adresse des mises à jour ne doit contenir ni nom d’utilisateur, ni mot de passe, ni requête, ni fragment.',
  },
  backup: {
    folderNotFull:
      'Le dossier de l’informatique doit être un chemin complet, par exemple \\\\serveur\\claimdesk, D:\\ClaimDesk ou /mnt/claimdesk.',
  },
  doctor: {
    name: { missing: 'Saisissez le nom du médecin.' },
    gender: { notWord: '{{field, label}} : un mot en majuscules, comme FEMALE.' },
    phone: {
      notDigits:
        '{{field, label}} : des chiffres uniquement, avec l’indicatif du pays et sans signe plus, par exemple 254712345678.',
    },
    email: { notAddress: '{{field, label}} : saisissez une adresse e-mail.' },
  },
  label: {
    request: 'la requête',
    partOf: '{{part}} ({{whole}})',
    doctorPart: '{{part}} du médecin',
    numbered: '{{whole}} {{number}}',
    item: { lines: 'ligne {{number}}', diagnoses: 'diagnostic {{number}}' },
    field: {
      id: 'référence de la demande',
      authorizationNo: 'numéro d’autorisation',
      cardNo: 'numéro de carte',
      memberName: 'nom de l’adhérent',
      attendanceDate: 'date de consultation',
      batchNo: 'numéro de lot',
      doctor: 'médecin',
      complain: 'motif de consultation',
      diagnoses: 'diagnostics',
      lines: 'lignes de la demande',
      name: 'nom',
      gender: 'sexe',
      phone: 'téléphone',
      email: 'e-mail',
      license: 'numéro de licence',
      speciality: 'spécialité',
      level: 'niveau',
      level_code: 'code du niveau',
      code: 'code',
      type: 'type',
      tariffId: 'prestation',
      quantity: 'quantité',
      price: 'prix',
      benefitCode: 'garantie',
      otp: 'code',
      amount: 'montant',
      limit: 'plafond',
      visitRequestId: 'visite',
      claimId: 'demande',
      fileName: 'nom du fichier',
      contentBase64: 'contenu du fichier',
      serviceUrl: 'adresse du service',
      feedUrl: 'adresse des mises à jour',
      token: 'jeton d’accès',
      deskName: 'nom du poste',
      staffName: 'nom de l’agent',
      batchRule: 'règle des lots',
      fixedBatchNo: 'numéro de lot fixe',
      serviceTimeZone: 'fuseau horaire du service',
      lineAmounts: 'montants des lignes',
      countryCode: 'indicatif du pays',
      claimNo: 'numéro de demande',
    },
  },
} satisfies Translation<typeof english>;
