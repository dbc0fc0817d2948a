/** What the page asks the desk about itself: whether staff must first choose a service, and what it is (About). */
import { z } from 'zod';
import { ServiceMode } from '../core-status';

export const AppState = z.object({
  /**
   * The desk runs the demo without staff having chosen it (a packaged build's first run, or a saved service that can
   * no longer be used): the page shows the setup choice instead of the screens.
   */
  setupNeeded: z.boolean(),
  mode: ServiceMode,
  /** The IANA zone of the desk's calendar (the core's machine): the page's "today" and times follow it. */
  timeZone: z.string(),
});
export type AppState = z.infer<typeof AppState>;

/** The About dialog: ClaimDesk's version, the runtimes under it, and where its data is. */
export const AboutDesk = z.object({
  version: z.string(),
  /** null: not used (browser mode runs on Node alone, the page in whatever browser opened it). */
  electron: z.string().nullable(),
  chromium: z.string().nullable(),
  node: z.string(),
  sqlite: z.string(),
  /** The folder holding this desk's data file and backups. */
  dataDir: z.string(),
  /**
   * Whether the release workflow signed this build's code (the flag scripts/release/with-signing.ts writes into its
   * package.json); null in browser mode, where there is nothing to sign.
   */
  signature: z.enum(['signed', 'unsigned']).nullable(),
});
export type AboutDesk = z.infer<typeof AboutDesk>;
