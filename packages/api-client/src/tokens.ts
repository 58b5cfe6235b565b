// The token store: the access and refresh tokens in localStorage under the spec's key names.
// Works without localStorage (server-side rendering, prerender, storage disabled): it then keeps
// the tokens in memory. Changes made in another tab arrive through the `storage` event.

export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export interface StoredTokens {
  access_token: string;
  refresh_token: string;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores both tokens (after login, registration or refresh). */
  set(tokens: StoredTokens): void;
  /** Removes both tokens (logout, failed refresh). */
  clear(): void;
  /** Calls `listener` after every change, including changes made in another tab. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The subset of the Web Storage API the store uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TokenStoreOptions {
  /** Defaults to `globalThis.localStorage` when usable; `null` forces memory only. */
  storage?: KeyValueStorage | null;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    // Reading `localStorage` itself throws where storage is disabled (sandboxed frames, some privacy modes).
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

interface StorageEventLike {
  key: string | null;
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const memory = new Map<string, string>();
  const listeners = new Set<() => void>();

  const read = (key: string): string | null => {
    if (storage) {
      try {
        return storage.getItem(key);
      } catch {
        // fall through to memory
      }
    }
    return memory.get(key) ?? null;
  };
  const write = (key: string, value: string | null) => {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    if (!storage) return;
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Storage full or refused: the in-memory copy still serves this page.
    }
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const onStorage = (event: StorageEventLike) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
      notify();
    }
  };
  const target = globalThis as {
    addEventListener?: (type: 'storage', listener: (event: StorageEventLike) => void) => void;
    removeEventListener?: (type: 'storage', listener: (event: StorageEventLike) => void) => void;
  };

  return {
    getAccessToken: () => read(ACCESS_TOKEN_KEY) || null,
    getRefreshToken: () => read(REFRESH_TOKEN_KEY) || null,
    set(tokens) {
      write(ACCESS_TOKEN_KEY, tokens.access_token);
      write(REFRESH_TOKEN_KEY, tokens.refresh_token);
      notify();
    },
    clear() {
      write(ACCESS_TOKEN_KEY, null);
      write(REFRESH_TOKEN_KEY, null);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && storage) target.addEventListener?.('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && storage) target.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
