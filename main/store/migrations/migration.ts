/** A forward-only schema step. `up` runs inside the migration's transaction. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: string;
}
