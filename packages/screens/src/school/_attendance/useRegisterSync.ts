// The register on the device and its queued save. Every tap is written to localStorage at once
// as a per-student change (operation id, the version it was made on); Save marks the draft
// pending and sends the queued changes to the merge endpoint, which keeps newer marks set by
// others and reports them as conflicts. No connection (or a server fault): the draft stays pending, the screen says
// "Waiting for connection", and the save is sent again when the browser is back online (and
// every 15 s meanwhile, since `navigator.onLine` can be wrong). A refusal (4xx) is shown and
// not retried. Taps made while a save is under way are sent right after it.

import { useQueryClient } from '@tanstack/react-query';
import {
  attendanceKeys,
  errorMessage,
  mergeRegisterChanges,
  type SectionRegister,
  useApiClient,
  useSectionRegister,
} from '@watni/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SyncState } from '../AttendanceRegister/AttendanceRegister';
import {
  applyMergeResults,
  changesBody,
  type DraftEntry,
  type DraftStore,
  draftFromServer,
  isRetryable,
  loadDraft,
  pendingDrafts,
  queueWholeRoll,
  type RegisterDraft,
  rebaseDraft,
  setMark,
  storeDraft,
} from './registerDraft';

const RETRY_MS = 15_000;
const SNAPSHOT = 'watni.attendance.snapshot.';

function deviceStore(): DraftStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The state a register opens in: a queued save waits for the connection (the teacher pressed
 * Save); taps kept from a last visit but never saved are shown as not saved, and go only when
 * the teacher presses Save.
 */
function openingState(local: RegisterDraft | null): SyncState {
  if (local?.pending) return 'waiting';
  return local && Object.keys(local.touched ?? {}).length > 0 ? 'unsaved' : 'idle';
}

function loadSnapshot(store: DraftStore | null, sectionId: number, day: string) {
  const raw = store?.getItem(`${SNAPSHOT}${sectionId}.${day}`);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SectionRegister;
  } catch {
    return null;
  }
}

export function useRegisterSync(sectionId: number, day: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useSectionRegister(sectionId, day);
  const store = deviceStore();
  const [draft, setDraft] = useState<RegisterDraft | null>(() =>
    store ? loadDraft(store, sectionId, day) : null,
  );
  const [sync, setSync] = useState<SyncState>(() =>
    openingState(store ? loadDraft(store, sectionId, day) : null),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const key = `${sectionId}.${day}`;
  const keyRef = useRef(key);
  keyRef.current = key;

  // Another register opened: its own draft (a pending one is kept), else the server's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the register changes
  useEffect(() => {
    const local = store ? loadDraft(store, sectionId, day) : null;
    setDraft(local);
    setSync(openingState(local));
    setFailure(null);
  }, [sectionId, day]);

  // The server's register: kept on the device (to open offline), and the draft's start unless
  // the device has unsaved or pending taps.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server's copy arrives
  useEffect(() => {
    const data = query.data;
    if (!data) return;
    try {
      store?.setItem(`${SNAPSHOT}${sectionId}.${day}`, JSON.stringify(data));
    } catch {
      // storage full: the screen still works while open
    }
    setDraft((current) => {
      const local = current ?? (store ? loadDraft(store, sectionId, day) : null);
      if (!local) return draftFromServer(sectionId, day, data.entries);
      // Untouched students follow the server (someone else's correction shows at once).
      const next = rebaseDraft(local, data.entries);
      if (store) storeDraft(store, next);
      return next;
    });
  }, [query.data]);

  const send = useCallback(async () => {
    if (sending.current || !store) return;
    const queued = loadDraft(store, sectionId, day);
    if (!queued?.pending) return;
    sending.current = true;
    setSync('saving');
    try {
      const body = changesBody(queued);
      if (body.changes.length > 0) {
        const answer = await mergeRegisterChanges(client, sectionId, day, body);
        queryClient.setQueryData(attendanceKeys.register(sectionId, day), answer.register);
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.today() });
        void queryClient.invalidateQueries({
          queryKey: attendanceKeys.sectionMonth(sectionId, day.slice(0, 7)),
        });
        const latest = loadDraft(store, sectionId, day) ?? queued;
        const merged = applyMergeResults(latest, body.changes, answer.results);
        storeDraft(store, merged);
        if (keyRef.current === `${sectionId}.${day}`) setDraft(merged);
        if (merged.pending) {
          // Taps after this save began: send them too.
          sending.current = false;
          return void send();
        }
      } else {
        storeDraft(store, { ...queued, pending: false });
      }
      if (keyRef.current === `${sectionId}.${day}`) {
        setSync('saved');
        setFailure(null);
      }
    } catch (error) {
      if (isRetryable(error)) {
        if (keyRef.current === `${sectionId}.${day}`) setSync('waiting');
      } else {
        storeDraft(store, { ...queued, pending: false });
        if (keyRef.current === `${sectionId}.${day}`) {
          setSync('failed');
          setFailure(errorMessage(error, ''));
        }
      }
    } finally {
      sending.current = false;
    }
  }, [client, queryClient, store, sectionId, day]);

  // Back online (or every RETRY_MS while waiting): send the queued save.
  useEffect(() => {
    if (sync !== 'waiting') return;
    const retry = () => void send();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (!isOffline()) retry();
    }, RETRY_MS);
    if (!isOffline()) retry();
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [sync, send]);

  const onMark = useCallback(
    (studentId: number, change: Partial<DraftEntry>) => {
      setDraft((current) => {
        if (!current) return current;
        const next = setMark(current, studentId, change, Date.now());
        if (store) storeDraft(store, next);
        return next;
      });
      setSync((state) => (state === 'waiting' ? state : 'unsaved'));
    },
    [store],
  );

  const onSave = useCallback(() => {
    if (!draft) return;
    const server = query.data ?? loadSnapshot(store, sectionId, day);
    const roll =
      server && !server.saved
        ? queueWholeRoll(
            draft,
            server.entries.map((e) => e.student_id),
          )
        : draft;
    const queued = { ...roll, pending: true, changedAt: Math.max(roll.changedAt, 1) };
    if (store) storeDraft(store, queued);
    setDraft(queued);
    setFailure(null);
    if (isOffline()) setSync('waiting');
    else void send();
  }, [draft, store, send, query.data, sectionId, day]);

  const onDismissConflicts = useCallback(() => {
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, conflicts: [] };
      if (store) storeDraft(store, next);
      return next;
    });
  }, [store]);

  // Offline: the query errs, or pauses until the connection returns (TanStack's online mode).
  const unreachable = !query.data && (query.isError || query.fetchStatus === 'paused');
  const snapshot = unreachable ? loadSnapshot(store, sectionId, day) : null;
  return {
    register: query.data ?? snapshot,
    offlineCopy: !query.data && snapshot !== null,
    draft: draft ?? (snapshot ? draftFromServer(sectionId, day, snapshot.entries) : null),
    sync,
    failure,
    loading: query.isPending && !snapshot,
    error: query.isError && !snapshot ? errorMessage(query.error, '') || null : null,
    refetch: () => void query.refetch(),
    onMark,
    onSave,
    conflicts: draft?.conflicts ?? [],
    onDismissConflicts,
  };
}

/** Sends every register saved on this device while offline (the Today screen runs it). */
export function useFlushPendingRegisters() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const store = deviceStore();
    if (!store) return;
    let busy = false;
    const flush = async () => {
      if (busy || isOffline()) return;
      busy = true;
      try {
        for (const draft of pendingDrafts(store)) {
          try {
            const body = changesBody(draft);
            if (body.changes.length > 0) {
              const answer = await mergeRegisterChanges(client, draft.sectionId, draft.day, body);
              const latest = loadDraft(store, draft.sectionId, draft.day) ?? draft;
              storeDraft(store, applyMergeResults(latest, body.changes, answer.results));
            } else storeDraft(store, { ...draft, pending: false });
          } catch (error) {
            if (!isRetryable(error)) storeDraft(store, { ...draft, pending: false });
          }
        }
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.today() });
      } finally {
        busy = false;
      }
    };
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [client, queryClient]);
}
