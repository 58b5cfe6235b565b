// The teacher's diary queue on the device (rules in diaryQueue.ts). Changes made with no
// connection, or whose send got no answer, are kept in localStorage and sent one by one, oldest
// first, when the browser is back online (and every 15 s meanwhile, since `navigator.onLine`
// can be wrong). Each send carries the change's operation id, so a send whose answer was lost is
// harmless to repeat. A refusal (4xx) stops that change, keeps it with the reason, and the next
// one goes on; no answer stops the round until the connection returns.

import { useQueryClient } from '@tanstack/react-query';
import {
  diaryKeys,
  errorMessage,
  sendDiaryEdit,
  sendDiaryPost,
  useApiClient,
} from '@watni/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  afterSend,
  type DraftStore,
  isRetryable,
  loadQueue,
  nextToSend,
  type QueuedDiaryChange,
  queueCreate,
  queueEdit,
  removeChange,
  requestOf,
  type SendOutcome,
  storeQueue,
  waitingCount,
} from './diaryQueue';

const RETRY_MS = 15_000;

function deviceStore(): DraftStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function useDiaryQueue() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useRef(deviceStore()).current;
  // The page's copy is the truth while it is open (the storage may refuse a large attachment).
  const current = useRef<QueuedDiaryChange[]>(store ? loadQueue(store) : []);
  const [queue, setQueue] = useState(current.current);
  const [online, setOnline] = useState(() => !isOffline());
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const write = useCallback(
    (next: QueuedDiaryChange[]) => {
      current.current = next;
      if (store) storeQueue(store, next);
      setQueue(next);
    },
    [store],
  );

  const flush = useCallback(async () => {
    if (busy.current || isOffline() || !nextToSend(current.current)) return;
    busy.current = true;
    setSending(true);
    let sentAny = false;
    try {
      for (let change = nextToSend(current.current); change; change = nextToSend(current.current)) {
        const request = requestOf(change);
        let outcome: SendOutcome;
        try {
          if (request.kind === 'create')
            await sendDiaryPost(client, request.sectionId, request.body);
          else await sendDiaryEdit(client, request.postId, request.body);
          outcome = { sent: true };
          sentAny = true;
        } catch (error) {
          outcome = { sent: false, error, message: errorMessage(error, '') };
        }
        write(afterSend(current.current, change.op_id, outcome));
        if (!outcome.sent && isRetryable(outcome.error)) break;
      }
    } finally {
      busy.current = false;
      setSending(false);
      if (sentAny) void queryClient.invalidateQueries({ queryKey: diaryKeys.all });
    }
  }, [client, queryClient, write]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  const waiting = waitingCount(queue);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => {
      if (!isOffline()) void flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  return {
    queue,
    online,
    sending,
    waiting,
    /** Keeps a new entry to send (with the id a failed send already used, if any). */
    queueCreate: (values: Parameters<typeof queueCreate>[1], opId?: string) => {
      write(queueCreate(current.current, values, Date.now(), opId));
      void flush();
    },
    queueEdit: (values: Parameters<typeof queueEdit>[1], opId?: string) => {
      write(queueEdit(current.current, values, Date.now(), opId));
      void flush();
    },
    remove: (opId: string) => write(removeChange(current.current, opId)),
  };
}
