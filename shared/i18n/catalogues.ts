/**
 * Every word the desk shows, per language and namespace (one namespace per area of
 * the page, and `core` for the messages the core sends). English is the source: its
 * catalogues fix the keys, and each translation must have the same keys (checked by
 * the compiler here, and with plural forms and {{values}} by test/shared/catalogues.test.ts).
 */
import enCommon from './locales/en/common';
import enVisit from './locales/en/visit';
import enClaims from './locales/en/claims';
import enRules from './locales/en/rules';
import enChecks from './locales/en/checks';
import enCore from './locales/en/core';
import enOutbox from './locales/en/outbox';
import enPrint from './locales/en/print';
import enSettings from './locales/en/settings';
import enStatus from './locales/en/status';
import enTariffs from './locales/en/tariffs';
import enUpdates from './locales/en/updates';
import enSetup from './locales/en/setup';
import enAbout from './locales/en/about';
import enNotices from './locales/en/notices';
import enDiagnostics from './locales/en/diagnostics';
import enRetention from './locales/en/retention';
import enForget from './locales/en/forget';
import enRecovery from './locales/en/recovery';
import enLock from './locales/en/lock';
import enReports from './locales/en/reports';
import enHandover from './locales/en/handover';
import frCommon from './locales/fr/common';
import frVisit from './locales/fr/visit';
import frClaims from './locales/fr/claims';
import frRules from './locales/fr/rules';
import frChecks from './locales/fr/checks';
import frCore from './locales/fr/core';
import frOutbox from './locales/fr/outbox';
import frPrint from './locales/fr/print';
import frSettings from './locales/fr/settings';
import frStatus from './locales/fr/status';
import frTariffs from './locales/fr/tariffs';
import frUpdates from './locales/fr/updates';
import frSetup from './locales/fr/setup';
import frAbout from './locales/fr/about';
import frNotices from './locales/fr/notices';
import frDiagnostics from './locales/fr/diagnostics';
import frRetention from './locales/fr/retention';
import frForget from './locales/fr/forget';
import frRecovery from './locales/fr/recovery';
import frLock from './locales/fr/lock';
import frReports from './locales/fr/reports';
import frHandover from './locales/fr/handover';
import swCommon from './locales/sw/common';
import swVisit from './locales/sw/visit';
import swClaims from './locales/sw/claims';
import swRules from './locales/sw/rules';
import swChecks from './locales/sw/checks';
import swCore from './locales/sw/core';
import swOutbox from './locales/sw/outbox';
import swPrint from './locales/sw/print';
import swSettings from './locales/sw/settings';
import swStatus from './locales/sw/status';
import swTariffs from './locales/sw/tariffs';
import swUpdates from './locales/sw/updates';
import swSetup from './locales/sw/setup';
import swAbout from './locales/sw/about';
import swNotices from './locales/sw/notices';
import swDiagnostics from './locales/sw/diagnostics';
import swRetention from './locales/sw/retention';
import swForget from './locales/sw/forget';
import swRecovery from './locales/sw/recovery';
import swLock from './locales/sw/lock';
import swReports from './locales/sw/reports';
import swHandover from './locales/sw/handover';
import type { Language } from './languages';
import type { Namespace } from './namespaces';
import type { Translation } from './translation';

export const source = {
  common: enCommon,
  status: enStatus,
  outbox: enOutbox,
  print: enPrint,
  settings: enSettings,
  tariffs: enTariffs,
  core: enCore,
  visit: enVisit,
  claims: enClaims,
  rules: enRules,
  checks: enChecks,
  updates: enUpdates,
  setup: enSetup,
  about: enAbout,
  notices: enNotices,
  diagnostics: enDiagnostics,
  retention: enRetention,
  forget: enForget,
  lock: enLock,
  reports: enReports,
  handover: enHandover,
  recovery: enRecovery,
} satisfies Record<Namespace, unknown>;

type Catalogue = { readonly [N in Namespace]: Translation<(typeof source)[N]> };

export const catalogues: Record<Language, Catalogue> = {
  en: source,
  sw: {
    common: swCommon,
    status: swStatus,
    outbox: swOutbox,
    print: swPrint,
    settings: swSettings,
    tariffs: swTariffs,
    core: swCore,
    visit: swVisit,
    claims: swClaims,
    rules: swRules,
    checks: swChecks,
    updates: swUpdates,
    setup: swSetup,
    about: swAbout,
    notices: swNotices,
    diagnostics: swDiagnostics,
    retention: swRetention,
    forget: swForget,
    lock: swLock,
    reports: swReports,
    handover: swHandover,
    recovery: swRecovery,
  },
  fr: {
    common: frCommon,
    status: frStatus,
    outbox: frOutbox,
    print: frPrint,
    settings: frSettings,
    tariffs: frTariffs,
    core: frCore,
    visit: frVisit,
    claims: frClaims,
    rules: frRules,
    checks: frChecks,
    updates: frUpdates,
    setup: frSetup,
    about: frAbout,
    notices: frNotices,
    diagnostics: frDiagnostics,
    retention: frRetention,
    forget: frForget,
    lock: frLock,
    reports: frReports,
    handover: frHandover,
    recovery: frRecovery,
  },
};
