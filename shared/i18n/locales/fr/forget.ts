/** Paramètres › Oublier cet ordinateur : ce qui est effacé, ce qui l’empêche, et le mot à saisir pour confirmer. */
import type english from '../en/forget';
import type { Translation } from '../../translation';

export default {
  heading: 'Oublier cet ordinateur',
  intro:
    'Efface tout ce que ClaimDesk conserve sur cet ordinateur — adhérents, visites, demandes, documents, sauvegardes, journal, jeton d’accès et paramètres — et relance ClaimDesk comme au premier jour. À utiliser avant que l’ordinateur quitte la clinique ou change de mains.',
  diskNote:
    'ClaimDesk écrase ses fichiers avant de les supprimer, mais certains disques (SSD) peuvent en garder d’anciennes copies ; c’est le chiffrement du disque de l’ordinateur qui les protège.',
  begin: 'Oublier cet ordinateur…',
  checkAgain: 'Vérifier à nouveau',
  blockedTitle: 'Pas encore : du travail n’est pas parvenu à l’assureur',
  blocked:
    'Envoyez ces demandes et ces documents, ou réglez-les dans la boîte d’envoi, puis vérifiez à nouveau. Effacer maintenant les perdrait.',
  claimsLabel: 'Demandes pas encore parvenues à l’assureur',
  documentsLabel: 'Documents pas encore envoyés',
  claim: '{{member}}, consultation du {{date}} : {{state}}',
  inDoubt: '(issue inconnue : vérifiez auprès de l’assureur)',
  document: '{{file}} ({{member}}) : {{state}}',
  typeWord: 'Saisissez {{word}} pour tout effacer',
  typeWordHint: 'Cette action est irréversible.',
  confirm: 'Effacer et recommencer',
  notErased: 'Rien n’a été effacé',
} satisfies Translation<typeof english>;
