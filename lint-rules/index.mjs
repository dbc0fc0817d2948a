/** ClaimDesk's own ESLint rules, as a local plugin (wired in eslint.config.mjs). */
import noUntranslatedText from './no-untranslated-text.mjs';

export default {
  meta: { name: 'claimdesk' },
  rules: { 'no-untranslated-text': noUntranslatedText },
};
