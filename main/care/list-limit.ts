/** Page size of the recent-records lists: a whole number from 1 to 500, 20 when not a number. */
export const listLimit = (limit: number): number => Math.max(1, Math.min(Math.trunc(limit) || 20, 500));
