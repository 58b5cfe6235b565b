import { describe, expect, it } from 'vitest';
import {
  afterSend,
  changesOf,
  type DraftStore,
  loadQueue,
  nextToSend,
  QUEUE_KEY,
  queueCreate,
  queueEdit,
  removeChange,
  requestOf,
  storeQueue,
  waitingCount,
} from './diaryQueue';

function memoryStore(): DraftStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

const values = {
  sectionId: 7,
  day: '2026-11-27',
  subjectId: 3,
  subjectName: 'English',
  body: 'Learn the poem.',
  due_date: '2026-11-30',
};

describe('the diary queue', () => {
  it('keeps changes in order with their own operation ids, on the device', () => {
    const store = memoryStore();
    let queue = queueCreate([], values, 1, 'op-1');
    queue = queueEdit(queue, { ...values, postId: 12, body: 'Edited' }, 2, 'op-2');
    queue = queueEdit(queue, { ...values, postId: 12, body: 'Edited again' }, 3, 'op-3');
    expect(storeQueue(store, queue)).toBe(true);
    const back = loadQueue(store);
    expect(back.map((c) => c.op_id)).toEqual(['op-1', 'op-2', 'op-3']);
    expect(waitingCount(back)).toBe(3);
    expect(nextToSend(back)?.op_id).toBe('op-1');
  });

  it('sends a change again with the same id until the server answers', () => {
    const queue = queueCreate([], values, 1, 'op-1');
    const request = requestOf(queue[0]!);
    expect(request).toEqual({
      kind: 'create',
      sectionId: 7,
      body: {
        op_id: 'op-1',
        subject_id: 3,
        day: '2026-11-27',
        body: 'Learn the poem.',
        due_date: '2026-11-30',
      },
    });
    // No answer at all (offline) and a server fault: still queued, same id.
    const offline = afterSend(queue, 'op-1', {
      sent: false,
      error: new TypeError('fetch'),
      message: '',
    });
    const fault = afterSend(offline, 'op-1', { sent: false, error: { status: 503 }, message: '' });
    expect(nextToSend(fault)?.op_id).toBe('op-1');
    expect(requestOf(fault[0]!).body.op_id).toBe('op-1');
    // Accepted (or answered as a replay): gone.
    expect(afterSend(fault, 'op-1', { sent: true })).toEqual([]);
  });

  it('keeps a change refused for good, with the reason, and sends the next', () => {
    let queue = queueCreate([], values, 1, 'op-1');
    queue = queueCreate(queue, { ...values, body: 'Second' }, 2, 'op-2');
    queue = afterSend(queue, 'op-1', {
      sent: false,
      error: { status: 422 },
      message: 'The due date cannot be before the day of the entry.',
    });
    expect(queue[0]!.refused).toMatch(/due date/);
    expect(nextToSend(queue)?.op_id).toBe('op-2');
    expect(waitingCount(queue)).toBe(1);
    expect(removeChange(queue, 'op-1').map((c) => c.op_id)).toEqual(['op-2']);
  });

  it('leaves changes queued meanwhile untouched by an answer', () => {
    let queue = queueCreate([], values, 1, 'op-1');
    queue = queueEdit(queue, { ...values, postId: 4 }, 2, 'op-2');
    expect(afterSend(queue, 'op-1', { sent: true }).map((c) => c.op_id)).toEqual(['op-2']);
  });

  it("sends an edit's attachment only when changed (null removes it)", () => {
    const kept = queueEdit([], { ...values, postId: 4 }, 1, 'a')[0]!;
    expect('attachment' in requestOf(kept).body).toBe(false);
    const removed = queueEdit([], { ...values, postId: 4, attachment: null }, 1, 'b')[0]!;
    expect(requestOf(removed)).toMatchObject({
      kind: 'edit',
      postId: 4,
      body: { attachment: null },
    });
  });

  it("shows a section's day only its own changes", () => {
    let queue = queueCreate([], values, 1, 'a');
    queue = queueCreate(queue, { ...values, day: '2026-11-26' }, 2, 'b');
    queue = queueCreate(queue, { ...values, sectionId: 8 }, 3, 'c');
    expect(changesOf(queue, 7, '2026-11-27').map((c) => c.op_id)).toEqual(['a']);
  });

  it('reads a damaged or foreign stored value as an empty queue, and clears when empty', () => {
    const store = memoryStore();
    store.setItem(QUEUE_KEY, '{not json');
    expect(loadQueue(store)).toEqual([]);
    store.setItem(QUEUE_KEY, JSON.stringify([{ kind: 'edit', op_id: 'x' }, { nope: 1 }]));
    expect(loadQueue(store)).toEqual([]);
    storeQueue(store, []);
    expect(store.getItem(QUEUE_KEY)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    const store = memoryStore();
    store.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(storeQueue(store, queueCreate([], values, 1, 'a'))).toBe(false);
  });
});
