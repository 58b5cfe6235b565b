// Reading an import file: CSV with papaparse, XLSX with exceljs. Either way the result is the
// header and the data rows as text, each with its row number in the file (the header is row 1),
// so every problem can be named by row and column.
//
// The reading itself happens in a worker thread (parse-worker.mjs) with a memory ceiling and a
// time limit, after the upload's size, its inflated size and its row count were checked while
// streaming: a zip bomb or a 200,000-row sheet costs the worker a moment and the request thread
// nothing, so other requests (and the health check) stay fast.
import { Worker } from 'node:worker_threads';

export interface SheetRow {
  /** Row number in the file, counting the header as 1. */
  row: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

export class UnreadableFile extends Error {}
/** The upload, or what it inflates to, is over the budget (413). */
export class FileTooLarge extends Error {}
/** More rows than a file may hold (422), found before reading them all. */
export class TooManyRows extends Error {}
/** The worker did not finish in time (422). */
export class TooSlowToRead extends Error {}

interface ParseLimits {
  /** The upload's own size. */
  maxUploadBytes: number;
  /** What all of an XLSX's entries may inflate to, together. */
  maxInflatedBytes: number;
  maxEntries: number;
  /** Row elements (XLSX) or lines (CSV) before the file is refused as too long. */
  maxRowElements: number;
  timeMs: number;
  /** The worker's heap ceiling. */
  heapMb: number;
}

const PARSE_LIMITS: ParseLimits = {
  maxUploadBytes: 8 * 1024 * 1024,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxEntries: 500,
  // 10,000 students, the header, and some slack for blank or formatted rows.
  maxRowElements: 10_000 + 1 + 200,
  timeMs: 20_000,
  heapMb: 384,
};

const WORKER = new URL('./parse-worker.mjs', import.meta.url);

/** At most two files are read at once per process; the others wait their turn. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

type Answer = { ok: true; sheet: Sheet } | { ok: false; code: 'unreadable' | 'inflated' | 'rows' };

function runWorker(kind: 'xlsx' | 'csv', bytes: Buffer, limits: ParseLimits): Promise<Sheet> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { kind, bytes: new Uint8Array(bytes), limits },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(new TooSlowToRead())), limits.timeMs);
    worker.on('message', (answer: Answer) =>
      settle(() => {
        if (answer.ok) resolve(answer.sheet);
        else if (answer.code === 'inflated') reject(new FileTooLarge());
        else if (answer.code === 'rows') reject(new TooManyRows());
        else reject(new UnreadableFile());
      }),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is the file's size; anything else, unreadable.
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FileTooLarge() : new UnreadableFile(),
        ),
      ),
    );
    worker.on('exit', () => settle(() => reject(new UnreadableFile())));
  });
}

export async function parseImportFile(
  fileName: string,
  bytes: Buffer,
  limits: ParseLimits = PARSE_LIMITS,
): Promise<Sheet> {
  if (bytes.length > limits.maxUploadBytes) throw new FileTooLarge();
  const release = await slot();
  try {
    return await runWorker(/\.xlsx$/i.test(fileName) ? 'xlsx' : 'csv', bytes, limits);
  } finally {
    release();
  }
}
