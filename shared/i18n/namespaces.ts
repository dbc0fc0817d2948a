/**
 * The catalogues' namespaces: one per area of the page, and `core` for the messages the core
 * words itself. Apart from the catalogues (catalogues.ts) so that naming them loads none.
 */
export const NAMESPACES = [
  'common',
  'status',
  'outbox',
  'print',
  'settings',
  'tariffs',
  'core',
  'visit',
  'claims',
  'rules',
  'checks',
  'updates',
  'setup',
  'about',
  'notices',
  'diagnostics',
  'retention',
  'forget',
  'lock',
  'reports',
  'handover',
  'recovery',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** Every namespace the page shows: all but `core`, whose messages reach the page already worded. */
export const PAGE_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'core');

/**
 * What the page loads as it starts: the frame's (its lock included) and the Visit screen's words, and the rules'
 * (problems, field names). The other screens' words load with them; `core` never does (the core words its own).
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'status',
  'lock',
  'visit',
  'rules',
] as const satisfies readonly Namespace[];
