/** Maneno ya kila skrini: fremu, vichupo vya skrini, taarifa, na vidhibiti vidogo vinavyoshirikiwa. */
import type english from '../en/common';
import type { Translation } from '../../translation';

export default {
  appName: 'ClaimDesk',
  demoBadge: 'MAJARIBIO<what> — huduma ya bima ya kuigiza</what>',
  nav: {
    label: 'Skrini',
    shortcut: 'Alt+{{number}}',
    visit: 'Ziara',
    claim: 'Dai',
    outbox: 'Kikasha toezi',
    tariffs: 'Bei',
    settings: 'Mipangilio',
    reports: 'Ripoti',
  },
  notice: { info: 'Kumbuka', success: 'Imekamilika', warn: 'Tahadhari', error: 'Tatizo' },
  service: {
    gender: { female: 'Mwanamke', male: 'Mwanamume' },
    benefitAccess: { direct: 'Moja kwa moja', referral: 'Rufaa' },
    tariffAccess: { direct: 'Moja kwa moja', preAuth: 'Kwa idhini ya awali' },
    diagnosisType: { principal: 'Kuu', secondary: 'Ya pili' },
    lineType: { medication: 'Dawa', investigation: 'Uchunguzi' },
    claimStatus: {
      received: 'Imepokelewa',
      pending: 'Inasubiri',
      approved: 'Imeidhinishwa',
      partiallyApproved: 'Imeidhinishwa kwa sehemu',
      rejected: 'Imekataliwa',
      declined: 'Imekataliwa',
      paid: 'Imelipwa',
    },
    authorizationStatus: { approved: 'Imeidhinishwa' },
  },
  copy: {
    button: 'Nakili',
    label: 'Nakili {{what}}',
    copied: 'Imenakiliwa',
    failed: 'Haikuweza kunakili. Chagua {{what}} kisha unakili kwa mkono.',
  },
  countdown: {
    expired: '{{label}} umeisha muda wake',
    validFor: '{{label}} utaisha baada ya <time>{{clock}}</time>',
  },
  characterCount: 'herufi {{used, count}} / {{max, count}}',
  none: '—',
  tryAgain: 'Jaribu tena',
  loading: 'Inafungua skrini…',
  hostUnreachable: 'Huduma ya ndani ya ClaimDesk haijibu. Je, dirisha la ClaimDesk bado liko wazi? Pakia ukurasa upya.',
} satisfies Translation<typeof english>;
