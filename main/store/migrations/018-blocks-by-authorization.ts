/**
 * Migration 18: the checks before a claim leaves the desk read the covered amount of the claim's authorization
 * at every queue and as staff type in the claim editor (main/claims/claim-facts.ts); without this index each
 * read would scan every block the desk ever made.
 */
import type { Migration } from './migration';

export const blocksByAuthorization: Migration = {
  version: 18,
  name: 'blocks-by-authorization',
  up: `
    CREATE INDEX blocks_by_authorization ON blocks (authorization_no);
  `,
};
