import { afterEach, describe, expect, it } from 'vitest';
import { tokenSubject } from './client';
import * as offline from './offline';
import { noteApiResponse, OFFLINE_COPY_HEADER, setOfflineStateForTest } from './offline';

afterEach(() => setOfflineStateForTest({ online: true, savedAt: null }));

describe('offline state from API answers', () => {
  it('takes the oldest saved copy shown, and forgets it when a fresh answer arrives', () => {
    const copy = (date: string) => new Response('{}', { headers: { [OFFLINE_COPY_HEADER]: date } });
    const seen: offline.OfflineState[] = [];
    const unsubscribe = offline.subscribeOfflineState(() => seen.push(offline.offlineState()));
    noteApiResponse(copy('Fri, 27 Nov 2026 05:42:00 GMT'));
    noteApiResponse(copy('Fri, 27 Nov 2026 05:50:00 GMT'));
    expect(offline.offlineState()).toEqual({
      online: false,
      savedAt: '2026-11-27T05:42:00.000Z',
    });
    noteApiResponse(new Response('{}'));
    expect(offline.offlineState()).toEqual({ online: true, savedAt: null });
    expect(seen.length).toBe(2);
    unsubscribe();
  });
});

describe('the user a token names', () => {
  it("reads a JWT's subject, so a refresh of the same user keeps the saved reads", () => {
    const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
    expect(tokenSubject(jwt('42'))).toBe('42');
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('opaque')).toBe('opaque');
  });
});
