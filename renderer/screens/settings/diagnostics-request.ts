/**
 * The desktop menu's Export diagnostics, heard anywhere: it opens Settings, whose
 * diagnostics section then prepares the archive at once (it asks with `take`).
 */
import { create } from 'zustand';

interface DiagnosticsRequest {
  readonly requested: boolean;
  readonly request: () => void;
  /** Whether the archive was asked for; the request is answered by asking. */
  readonly take: () => boolean;
}

export const useDiagnosticsRequest = create<DiagnosticsRequest>()((set, get) => ({
  requested: false,
  request: () => set({ requested: true }),
  take: () => {
    const { requested } = get();
    if (requested) set({ requested: false });
    return requested;
  },
}));
