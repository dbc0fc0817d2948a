/**
 * Where the service token lives. The Electron shell keeps it with safeStorage;
 * the browser mode keeps it in memory for the run. Operations may set it or ask
 * whether there is one; none ever returns it.
 */
/** The code of a store's refusal when this computer offers no protected storage (main/electron/token-store.ts). */
export const TOKEN_STORAGE_UNAVAILABLE = 'token-storage-unavailable';

export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}
