// The marks grid's state: what each cell says, what the server holds, and what was refused.
// Every cell is judged on its own; the counter and "Saved" speak of the server's copy only.
// Offline capture that merges: each typed cell is queued with an operation id and the version of
// the mark it was typed on (kept in this browser with the draft), sent again when the connection
// returns; a mark someone else changed meanwhile is kept by the server and shown as a conflict.
import type { MarkInput, MarksSaved, MarksSheet } from '@watni/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { randomOpId } from '../_attendance/registerDraft';
import {
  cellOf,
  differs,
  enteredOnServer,
  entriesToSend,
  type Held,
  loadDraft,
  localProblem,
  nextPending,
  normalizeCell,
  type Pending,
  saveDraft,
} from './marksDraft';

/** A queued cell the server did not apply: someone else's newer mark is kept and shown. */
export interface MarkConflictNotice {
  /** The server's sentence (roll number, name, who changed it), in the page's language. */
  detail: string;
  /** What this teacher had typed. */
  mine: string;
}

export type CellTrouble =
  | { kind: 'local'; problem: NonNullable<ReturnType<typeof localProblem>> }
  | { kind: 'refused'; detail: string }
  | { kind: 'failed'; detail: string };

interface MarksCells {
  values: ReadonlyMap<number, string>;
  trouble: ReadonlyMap<number, CellTrouble>;
  /** Cells that differ from the server (not yet sent, sending, refused or failed). */
  unsaved: ReadonlySet<number>;
  entered: number;
  saving: boolean;
  /** Something was stored since the page opened. */
  savedSome: boolean;
  /** Cells restored from this browser's draft on opening, held back until the teacher decides. */
  restored: number;
  /** Sends the restored cells (the teacher confirmed them). */
  sendRestored: () => Promise<void>;
  /** Drops the restored cells: they show the server's marks again. */
  discardRestored: () => void;
  /** Queued cells held back because someone else changed the mark meanwhile (theirs kept). */
  conflicts: ReadonlyMap<number, MarkConflictNotice>;
  change: (studentId: number, text: string) => void;
  /** The teacher left a cell (blur, Enter, arrows): it is saved now with the rest. */
  leave: (studentId: number) => Promise<void>;
  flush: (retryFailed?: boolean) => Promise<void>;
}

export function useMarksCells(
  sheet: MarksSheet | null,
  onSave: (entries: MarkInput[]) => Promise<MarksSaved>,
  delay: number,
  keepDraft: boolean,
): MarksCells {
  const [values, setValues] = useState<Map<number, string>>(new Map());
  const [held, setHeld] = useState<Map<number, Held>>(new Map());
  const [answers, setAnswers] = useState<Map<number, CellTrouble>>(new Map());
  const [saving, setSaving] = useState(false);
  const [savedSome, setSavedSome] = useState(false);
  const [restored, setRestored] = useState(0);
  // Restored cells are never sent behind the teacher's back (another cell's save or the
  // connection returning would otherwise carry them): they wait for Send or Discard.
  const heldBack = useRef<Set<number>>(new Set());
  const [conflicts, setConflicts] = useState<Map<number, MarkConflictNotice>>(new Map());
  // The queue (operation id and base version per typed cell); a ref, as it changes with typing.
  const pending = useRef<Map<number, Pending>>(new Map());
  const latest = useRef({ values, held, answers });
  latest.current = { values, held, answers };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  // The cell being typed in. A save started by another cell never sends it: after waiting for
  // an earlier save it would read "1" or "10" of a "105" still being typed, and store it.
  const editing = useRef<number | null>(null);
  const max = sheet?.max_marks ?? 0;

  const loadedKey = useRef('');
  useEffect(() => {
    if (!sheet) return;
    const key = `${sheet.exam_id}:${sheet.section_id}:${sheet.subject_id}`;
    const server = new Map(
      sheet.entries.map((e) => [
        e.student_id,
        { marks: e.marks, absent: e.absent, version: e.version },
      ]),
    );
    if (loadedKey.current === key) {
      // A refetch of the same sheet (another tab, window focus): take the server's copy for
      // the cells this page has no unsaved text in, and never overwrite what is being typed.
      const now = latest.current;
      setValues((cells) => {
        const next = new Map(cells);
        for (const e of sheet.entries)
          if (!differs(cells.get(e.student_id) ?? '', now.held.get(e.student_id)))
            next.set(e.student_id, cellOf(e));
        return next;
      });
      setHeld(server);
      return;
    }
    loadedKey.current = key;
    const cells = new Map(sheet.entries.map((e) => [e.student_id, cellOf(e)]));
    let kept = 0;
    pending.current = new Map();
    heldBack.current = new Set();
    if (keepDraft)
      for (const [id, cell] of loadDraft(sheet))
        if (cells.has(id) && differs(cell.text, server.get(id))) {
          cells.set(id, cell.text);
          if (cell.pending) pending.current.set(id, cell.pending);
          heldBack.current.add(id);
          kept += 1;
        }
    setHeld(server);
    setValues(cells);
    setAnswers(new Map());
    setConflicts(new Map());
    setRestored(kept);
  }, [sheet, keepDraft]);

  const unsaved = useMemo(() => {
    const out = new Set<number>();
    for (const [id, text] of values) if (differs(text, held.get(id))) out.add(id);
    return out;
  }, [values, held]);

  useEffect(() => {
    if (!sheet || !keepDraft) return;
    saveDraft(
      sheet,
      new Map([...unsaved].map((id) => [id, values.get(id) ?? ''])),
      pending.current,
    );
  }, [sheet, keepDraft, unsaved, values]);

  const flush = useCallback(
    async (retryFailed = false, paused = false): Promise<void> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // A pause in typing saves the cell being typed in, as long as it still says what it said
      // when the pause began.
      const typing = editing.current;
      const pausedText = typing === null ? undefined : latest.current.values.get(typing);
      if (inFlight.current) await inFlight.current;
      const now = latest.current;
      // A refused or failed cell is sent again only once its text changes (or on Retry).
      const skip = new Set(
        [...now.answers].filter(([, a]) => !retryFailed || a.kind === 'refused').map(([id]) => id),
      );
      for (const id of heldBack.current) skip.add(id);
      const still = editing.current;
      if (still !== null && !(paused && still === typing && now.values.get(still) === pausedText))
        skip.add(still);
      const sent = entriesToSend(now.values, now.held, max, skip, pending.current);
      if (!sent.length) return;
      const texts = new Map(sent.map((e) => [e.student_id, now.values.get(e.student_id)]));
      setSaving(true);
      const run = onSave(sent).then(
        (result) => {
          const conflicted = result.conflicts ?? [];
          // A stored cell keeps its operation id (a second send of the same text is a replay,
          // applied once) and is now based on the version this save produced, so the teacher's
          // next text never conflicts with their own mark.
          for (const e of result.entries) {
            const queued = pending.current.get(e.student_id);
            if (queued && queued.text === texts.get(e.student_id))
              pending.current.set(e.student_id, { ...queued, base_version: e.version });
          }
          // Someone else's newer mark is kept: the cell shows it (unless the teacher has typed
          // again since), and the teacher's value is named beside it.
          for (const c of conflicted) pending.current.delete(c.student_id);
          const shown = new Map(
            conflicted.map((c) => [
              c.student_id,
              cellOf({ marks: c.current.marks, absent: c.current.absent }),
            ]),
          );
          setHeld((map) => {
            const next = new Map(map);
            for (const e of result.entries)
              next.set(e.student_id, { marks: e.marks, absent: e.absent, version: e.version });
            for (const c of conflicted)
              next.set(c.student_id, {
                marks: c.current.marks,
                absent: c.current.absent,
                version: c.current.version,
              });
            return next;
          });
          if (conflicted.length) {
            const replaced = conflicted.filter(
              (c) => latest.current.values.get(c.student_id) === texts.get(c.student_id),
            );
            setValues((map) => {
              const next = new Map(map);
              for (const c of replaced) next.set(c.student_id, shown.get(c.student_id) ?? '');
              return next;
            });
            setConflicts((map) => {
              const next = new Map(map);
              for (const c of conflicted)
                next.set(c.student_id, { detail: c.detail, mine: texts.get(c.student_id) ?? '' });
              return next;
            });
          }
          setAnswers((map) => {
            const next = new Map(map);
            for (const e of result.entries) next.delete(e.student_id);
            for (const c of conflicted) next.delete(c.student_id);
            for (const r of result.refused)
              if (latest.current.values.get(r.student_id) === texts.get(r.student_id))
                next.set(r.student_id, { kind: 'refused', detail: r.detail });
            return next;
          });
          if (result.entries.length) setSavedSome(true);
        },
        (failure: unknown) => {
          const detail = failure instanceof Error ? failure.message : String(failure);
          setAnswers((map) => {
            const next = new Map(map);
            for (const [id, text] of texts)
              if (latest.current.values.get(id) === text) next.set(id, { kind: 'failed', detail });
            return next;
          });
        },
      );
      inFlight.current = run;
      await run;
      inFlight.current = null;
      setSaving(false);
    },
    [onSave, max],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Back online: the queued cells (failed while offline) are sent again with their operation
  // ids, so a save whose answer was lost is not applied twice.
  useEffect(() => {
    const onOnline = () => void flush(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const leave = useCallback(
    (studentId: number): Promise<void> => {
      if (editing.current === studentId) editing.current = null;
      return flush();
    },
    [flush],
  );

  const sendRestored = useCallback(async (): Promise<void> => {
    heldBack.current = new Set();
    setRestored(0);
    await flush(true);
  }, [flush]);

  const discardRestored = useCallback(() => {
    const ids = heldBack.current;
    heldBack.current = new Set();
    setRestored(0);
    for (const id of ids) pending.current.delete(id);
    const server = latest.current.held;
    setValues((map) => {
      const next = new Map(map);
      for (const id of ids) next.set(id, cellOf(server.get(id) ?? { marks: null, absent: false }));
      return next;
    });
  }, []);

  const change = useCallback(
    (studentId: number, raw: string) => {
      const text = normalizeCell(raw);
      // A restored cell typed over is the teacher's own again: it saves like any other.
      if (heldBack.current.delete(studentId)) setRestored(heldBack.current.size);
      editing.current = studentId;
      pending.current.set(
        studentId,
        nextPending(
          pending.current.get(studentId),
          text,
          latest.current.held.get(studentId)?.version ?? 0,
          randomOpId,
        ),
      );
      setConflicts((map) => {
        if (!map.has(studentId)) return map;
        const next = new Map(map);
        next.delete(studentId);
        return next;
      });
      setValues((map) => new Map(map).set(studentId, text));
      latest.current = {
        ...latest.current,
        values: new Map(latest.current.values).set(studentId, text),
      };
      setAnswers((map) => {
        if (!map.has(studentId)) return map;
        const next = new Map(map);
        next.delete(studentId);
        return next;
      });
      latest.current.answers = new Map(latest.current.answers);
      latest.current.answers.delete(studentId);
      if (localProblem(text, max)) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(false, true), delay);
    },
    [flush, delay, max],
  );

  const trouble = useMemo(() => {
    const out = new Map<number, CellTrouble>();
    for (const [id, text] of values) {
      const problem = localProblem(text, max);
      const answer = answers.get(id);
      if (problem) out.set(id, { kind: 'local', problem });
      else if (answer && unsaved.has(id)) out.set(id, answer);
    }
    return out;
  }, [values, answers, unsaved, max]);

  return {
    values,
    trouble,
    unsaved,
    // What the server holds, less the cells whose text now says otherwise (a 10 stored while
    // 105 is being typed is not an entered mark of that student).
    entered: enteredOnServer(new Map([...held].filter(([id]) => !unsaved.has(id)))),
    saving,
    savedSome,
    restored,
    sendRestored,
    discardRestored,
    conflicts,
    change,
    leave,
    flush,
  };
}
