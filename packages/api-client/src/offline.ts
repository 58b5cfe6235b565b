// What the screens need to say "You are offline — showing what was saved at 10:42": whether the
// browser has a connection, and the oldest saved copy an answer came from while it had none. The
// service worker (apps/site/src/serviceWorker) answers an API read from its cache only when the
// network fails, and marks that answer with OFFLINE_COPY_HEADER (the time the copy was saved).
import { useSyncExternalStore } from 'react';
import { API_CACHE_NAME, OFFLINE_COPY_HEADER } from './offlineNames';

export { API_CACHE_NAME, OFFLINE_COPY_HEADER };

export interface OfflineState {
  /** False when the browser says it has no connection (or a read just failed to reach us). */
  online: boolean;
  /** ISO time of the oldest saved copy shown since the connection went; null when none. */
  savedAt: string | null;
}

const listeners = new Set<() => void>();
let state: OfflineState = { online: browserOnline(), savedAt: null };

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function publish(next: OfflineState) {
  if (next.online === state.online && next.savedAt === state.savedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Notes one API answer: a saved copy (the header) means we are offline and shows since when;
 * a fresh answer from the network means the connection is back.
 */
export function noteApiResponse(response: Response): Response {
  const saved = response.headers.get(OFFLINE_COPY_HEADER);
  if (saved) {
    const time = new Date(saved);
    if (!Number.isNaN(time.getTime())) {
      const iso = time.toISOString();
      const oldest = state.savedAt && state.savedAt < iso ? state.savedAt : iso;
      publish({ online: false, savedAt: oldest });
    }
  } else if (!state.online && browserOnline()) {
    publish({ online: true, savedAt: null });
  }
  return response;
}

/** A read that could not reach the server (and had no saved copy). */
export function noteApiUnreachable(): void {
  if (!browserOnline()) publish({ ...state, online: false });
}

/** The current state (what useOfflineState renders). */
export function offlineState(): OfflineState {
  return state;
}

/** Calls `listener` after every change of the state; returns the unsubscribe. */
export function subscribeOfflineState(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

function onBrowserChange() {
  const online = browserOnline();
  publish(online ? { online: true, savedAt: null } : { ...state, online: false });
}

const serverState: OfflineState = { online: true, savedAt: null };

/** The connection and the age of what is shown, for the console's offline banner. */
export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOfflineState, offlineState, () => serverState);
}

/** For tests and stories: set the state as if the browser had reported it. */
export function setOfflineStateForTest(next: OfflineState): void {
  publish(next);
}

/**
 * Deletes the saved API reads of this device (sign-out, a new sign-in, a refused refresh): one
 * user's roster or child pages are never shown to the next user of a shared phone.
 */
export async function clearSavedApiReads(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    await caches.delete(API_CACHE_NAME);
  } catch {
    // Cache Storage unavailable (private mode, insecure origin): nothing was saved.
  }
}
