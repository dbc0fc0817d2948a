/** A failure of the store (opening, migrating, reading, writing), as an error and as data for the UI. */
export type StoreErrorCode =
  | 'sqlite-too-old'
  | 'newer-schema'
  | 'corrupt'
  | 'corrupt-no-backup'
  | 'migration-failed'
  | 'backup-failed'
  | 'disk-full'
  | 'io'
  | 'busy'
  | 'read-only'
  | 'cannot-open'
  | 'key-missing'
  | 'key-unavailable'
  | 'wrong-key'
  | 'encryption-failed';

/** A store failure as data: what crosses to callers and the UI (`message` is for staff). */
export interface StoreFailure {
  readonly code: StoreErrorCode;
  readonly message: string;
}

export class StoreError extends Error implements StoreFailure {
  override name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}
