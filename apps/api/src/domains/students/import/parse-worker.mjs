// Runs in a worker_threads worker (see parse.ts), never on the request thread: an upload is
// hostile until proven otherwise. A 400 kB XLSX can inflate to gigabytes (a zip bomb) and a
// sheet can hold 200,000 rows; both are stopped here while streaming, before exceljs builds
// its workbook:
// 1. the zip's central directory: entry count and declared sizes against the budget;
// 2. every entry inflated as a stream (yauzl with validateEntrySizes, so an entry that
//    inflates to more than it declared is an error), the bytes counted against the budget and
//    the worksheets' `<row` elements counted, stopping at the row cap;
// 3. only then exceljs (which inflates the same, now measured, entries again).
// Plain JavaScript so the worker starts without a TypeScript loader, in the service and tests.
import { parentPort, workerData } from 'node:worker_threads';
import Papa from 'papaparse';
import yauzl from 'yauzl';

class Refusal extends Error {
  /** @param {'unreadable' | 'inflated' | 'rows'} code */
  constructor(code) {
    super(code);
    this.code = code;
  }
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const ROW_TAG = /<(?:\w+:)?row[\s>/]/g;

/** Streams every entry through inflate with a byte budget; counts worksheet rows. */
function scanZip(bytes, limits) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (openError, zip) => {
        if (openError || !zip) return reject(new Refusal('unreadable'));
        let entries = 0;
        let declared = 0;
        let inflated = 0;
        let rows = 0;
        let failed = false;
        const fail = (refusal) => {
          if (failed) return;
          failed = true;
          zip.close();
          reject(refusal);
        };
        zip.on('error', () => fail(new Refusal('unreadable')));
        zip.on('end', () => {
          if (!failed) resolve({ rows, inflated });
        });
        zip.on('entry', (entry) => {
          entries += 1;
          declared += entry.uncompressedSize;
          if (entries > limits.maxEntries || declared > limits.maxInflatedBytes) {
            return fail(new Refusal('inflated'));
          }
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError || !stream) return fail(new Refusal('unreadable'));
            const counting = WORKSHEET.test(entry.fileName);
            let tail = '';
            stream.on('data', (chunk) => {
              inflated += chunk.length;
              if (inflated > limits.maxInflatedBytes) {
                stream.destroy();
                return fail(new Refusal('inflated'));
              }
              if (!counting) return;
              // A tag split across two chunks: keep the end of the last one.
              const text = tail + chunk.toString('latin1');
              rows += (text.match(ROW_TAG) ?? []).length;
              tail = text.slice(-8);
              rows -= (tail.match(ROW_TAG) ?? []).length;
              if (rows > limits.maxRowElements) {
                stream.destroy();
                return fail(new Refusal('rows'));
              }
            });
            stream.on('error', () => fail(new Refusal('unreadable')));
            stream.on('end', () => {
              rows += (tail.match(ROW_TAG) ?? []).length;
              if (rows > limits.maxRowElements) return fail(new Refusal('rows'));
              if (!failed) zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}

function isBlank(cells) {
  return cells.every((cell) => cell.trim() === '');
}

function isoDate(date) {
  return date.toISOString().slice(0, 10);
}

/** A cell of any kind exceljs reads (text, number, date, formula, rich text, link) as text. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result);
    return '';
  }
  return String(value);
}

async function parseXlsx(bytes, limits) {
  await scanZip(bytes, limits);
  // Loaded only for a file that passed the scan: a refusal does not wait for exceljs to load.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw new Refusal('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Refusal('unreadable');
  let header = [];
  const rows = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (value) => cellText(value));
    if (isBlank(cells)) return;
    if (!header.length) header = cells;
    else rows.push({ row: rowNumber, cells });
  });
  return { header, rows };
}

function parseCsv(bytes, limits) {
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // `preview` stops papaparse one row past the cap: a 200,000-line file is not read to its end.
  const parsed = Papa.parse(text, { skipEmptyLines: false, preview: limits.maxRowElements + 1 });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new Refusal('unreadable');
  if (parsed.data.length > limits.maxRowElements) throw new Refusal('rows');
  const [header = [], ...data] = parsed.data;
  const rows = data
    .map((cells, i) => ({ row: i + 2, cells: cells.map((cell) => String(cell ?? '')) }))
    .filter((row) => !isBlank(row.cells));
  return { header: header.map(String), rows };
}

const { kind, bytes, limits } = workerData;
try {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sheet = kind === 'xlsx' ? await parseXlsx(buffer, limits) : parseCsv(buffer, limits);
  parentPort?.postMessage({ ok: true, sheet });
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    code: error instanceof Refusal ? error.code : 'unreadable',
  });
}
