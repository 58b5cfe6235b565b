import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './test-helpers';
import { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY } from './tokens';

describe('token store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads and writes the spec keys access_token and refresh_token', () => {
    const storage = new MemoryStorage();
    const store = createTokenStore({ storage });
    expect(store.getAccessToken()).toBeNull();
    store.set({ access_token: 'a1', refresh_token: 'r1' });
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(store.getAccessToken()).toBe('a1');
    expect(store.getRefreshToken()).toBe('r1');
    store.clear();
    expect(storage.items.size).toBe(0);
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('uses globalThis.localStorage by default and sees tokens written by someone else', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    storage.setItem(ACCESS_TOKEN_KEY, 'from-elsewhere');
    const store = createTokenStore();
    expect(store.getAccessToken()).toBe('from-elsewhere');
  });

  it('works without localStorage (SSR, prerender) by keeping tokens in memory', () => {
    vi.stubGlobal('localStorage', undefined);
    const store = createTokenStore();
    store.set({ access_token: 'a', refresh_token: 'r' });
    expect(store.getAccessToken()).toBe('a');
    store.clear();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createTokenStore({ storage: broken });
    store.set({ access_token: 'a', refresh_token: 'r' });
    expect(store.getAccessToken()).toBe('a');
  });

  it('notifies subscribers on set and clear, and stops after unsubscribe', () => {
    const store = createTokenStore({ storage: new MemoryStorage() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ access_token: 'a', refresh_token: 'r' });
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set({ access_token: 'b', refresh_token: 'r' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers when another tab changes the tokens', () => {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const store = createTokenStore({ storage: new MemoryStorage() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const event = (key: string | null) => Object.assign(new Event('storage'), { key });
    target.dispatchEvent(event(ACCESS_TOKEN_KEY));
    target.dispatchEvent(event('theme'));
    target.dispatchEvent(event(null));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    target.dispatchEvent(event(REFRESH_TOKEN_KEY));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
