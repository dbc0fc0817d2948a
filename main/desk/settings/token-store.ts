/**
 * Where the service token lives. The Electron shell keeps it with safeStorage;
 * the browser mode keeps it in memory for the run. Operations may set it or ask
 * whether there is one; none ever returns it.
 */
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
