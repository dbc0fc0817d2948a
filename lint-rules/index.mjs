/** ClaimDesk's own ESLint rules, as a local plugin (wired in eslint.config.mjs). */
import claimsWrittenInMainClaims from './claims-written-in-main-claims.mjs';
import noUntranslatedText from './no-untranslated-text.mjs';

export default {
  meta: { name: 'claimdesk' },
  rules: {
    'claims-written-in-main-claims': claimsWrittenInMainClaims,
    'no-untranslated-text': noUntranslatedText,
  },
};
