/** This month's first day, as YYYY-MM-DD, of a day of the desk's calendar (renderer/i18n/desk-zone.ts deskToday). */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;
