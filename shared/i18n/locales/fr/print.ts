/** Le formulaire de demande imprimé, sur une page. */
import type english from '../en/print';
import type { Translation } from '../../translation';

export default {
  button: 'Imprimer ou enregistrer en PDF',
  label: 'Formulaire de demande {{reference}}',
  demo: 'DÉMO — imprimé depuis la démo, avec un assureur simulé : ce n’est pas une demande',
  title: 'Demande de remboursement — soins ambulatoires',
  claimNo: 'Numéro de demande : {{claimNo}}',
  desk: '{{desk}} · ',
  notAssigned: 'pas encore attribué par l’assureur',
  member: 'Adhérent',
  cardNo: 'Numéro de carte',
  authorization: 'Autorisation',
  attendanceDate: 'Date de consultation',
  batch: 'Lot',
  doctor: 'Médecin',
  licence: ', n° d’ordre {{licence}}',
  complaint: 'Motif de consultation',
  diagnoses: 'Diagnostics',
  code: 'Code',
  type: 'Type',
  items: 'Prestations',
  item: 'Prestation',
  tariff: 'Tarif',
  quantity: 'Quantité',
  price: 'Prix',
  amount: 'Montant',
  total: 'Total demandé',
  memberSignature: 'Signature de l’adhérent ({{member}}) et date',
  staffSignature: 'Signature de l’agent ({{staff}}) et date',
  staffName: 'nom',
} satisfies Translation<typeof english>;
