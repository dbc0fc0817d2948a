/** Les règles d’une demande (codes `claim.*`) : ce qu’il manque à un brouillon, et ce que l’assureur peut retirer. */
import type english from '../en/checks';
import type { Translation } from '../../translation';

export default {
  claim: {
    authorization: { missing: 'Choisissez l’autorisation de cette visite.' },
    attendanceDate: {
      missing: 'Saisissez la date de consultation.',
      notDate: 'Saisissez la date de consultation sous forme de date.',
      future: 'La date de consultation est dans le futur ; saisissez le jour où l’adhérent a été vu.',
      beforeAuthorization:
        'La date de consultation {{date, date}} est antérieure à l’émission de l’autorisation ({{issued, date}}).',
    },
    doctor: { missing: 'Choisissez ou ajoutez le médecin qui a vu l’adhérent.' },
    diagnosis: {
      none: 'Ajoutez au moins un diagnostic.',
      codeMissing: 'Le diagnostic {{number}} n’a pas de code.',
      typeMissing: 'Le diagnostic {{number}} n’a pas de type, par exemple Principal.',
      principalNone: 'Marquez un diagnostic comme Principal.',
      principalMany: 'Un seul diagnostic peut être Principal ; {{count, count}} le sont.',
      offList: 'Le diagnostic {{number}}, {{code}}, n’est pas sur la liste des diagnostics : vérifiez le code.',
      notIcd:
        'Le diagnostic {{number}}, {{code}}, n’a pas la forme d’un code CIM-10 ou CIM-11. Aucune liste de diagnostics n’est importée pour le vérifier : importez-en une sur l’écran Tarifs.',
    },
    lines: {
      none: 'Ajoutez au moins une prestation à la demande.',
      tooMany: 'Une demande compte au plus {{maximum, count}} lignes.',
      preAuth_one:
        'La ligne {{lines}} est un acte que l’assureur marque « pré-autorisation » : il demande son accord avant le soin (une entente préalable), en plus de l’autorisation de cette visite. Vérifiez qu’il a été obtenu, sinon l’assureur peut retirer la ligne.',
      preAuth_other:
        'Les lignes {{lines}} sont des actes que l’assureur marque « pré-autorisation » : ils demandent son accord avant le soin (une entente préalable), en plus de l’autorisation de cette visite. Vérifiez qu’il a été obtenu, sinon l’assureur peut retirer les lignes.',
      preAuth_many:
        'Les lignes {{lines}} sont des actes que l’assureur marque « pré-autorisation » : ils demandent son accord avant le soin (une entente préalable), en plus de l’autorisation de cette visite. Vérifiez qu’il a été obtenu, sinon l’assureur peut retirer les lignes.',
    },
    line: {
      itemMissing: 'Ligne {{number}} : choisissez une prestation dans la liste des tarifs.',
      kindMissing: 'Ligne {{number}} : choisissez le type de prestation, par exemple medication.',
      quantityNotWhole: 'Ligne {{number}} : la quantité doit être un nombre entier d’au moins 1.',
      quantityTooLarge: 'Ligne {{number}} : la quantité doit être d’au plus {{maximum, count}}.',
      priceNotAmount:
        'Ligne {{number}} : le prix doit être un montant comme 120,50, avec au plus {{moneyScale}} décimales.',
      quantityHigh:
        'Ligne {{number}} : une quantité de {{quantity, count}} dépasse le seuil du poste ({{threshold, count}}).',
      aboveCover:
        'Ligne {{number}} : son montant {{amount, amount}} dépasse le montant pris en charge {{covered, amount}}.',
    },
    total: { tooLarge: 'Le total de la demande est trop élevé ; vérifiez les quantités et les prix.' },
    cover: {
      noBlock: 'Aucun montant n’est bloqué sur cette autorisation : l’assureur peut refuser la demande.',
      exceeded:
        'Le total {{total, amount}} dépasse le montant pris en charge {{covered, amount}} : {{over, amount}} reste à la charge de l’adhérent.',
    },
  },
} satisfies Translation<typeof english>;
