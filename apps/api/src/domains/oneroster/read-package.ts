// Reading a OneRoster package: the ZIP's entries (counted and sized from its directory before
// anything is inflated) and each CSV file as lines of cells, numbered as in the file.
import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import { HttpError, invalidField } from '../../http/errors.js';
import { ONEROSTER_MESSAGES as M } from './messages.js';

const PACKAGE_LIMITS = {
  maxUploadBytes: 8 * 1024 * 1024,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxEntries: 20,
};

export interface CsvFile {
  header: string[];
  /** Data lines with their number in the file (the header is line 1). */
  lines: { line: number; cells: string[] }[];
}

/** Compressed bytes handed to the inflater at a time: bounds what one step can produce. */
const STEP = 16 * 1024;

/**
 * The ZIP's CSV files by base name (`users.csv`), folders inside the ZIP ignored. The entries are
 * inflated as a stream and their bytes counted as they come: an archive that declares small
 * sizes and inflates to gigabytes is stopped at the limit, not inflated to its end.
 */
export function readPackage(contentBase64: string): Map<string, CsvFile> {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > PACKAGE_LIMITS.maxUploadBytes) throw new HttpError(413, M.tooLarge);
  let entries = 0;
  let inflated = 0;
  const chunks = new Map<string, Uint8Array[]>();
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > PACKAGE_LIMITS.maxEntries) throw new TooMany();
    if (!file.name.toLowerCase().endsWith('.csv')) return;
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (error, data) => {
      if (error) throw error;
      inflated += data.length;
      if (inflated > PACKAGE_LIMITS.maxInflatedBytes) throw new TooBig();
      parts.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    const all = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    for (let at = 0; at < all.length; at += STEP) {
      unzip.push(all.subarray(at, at + STEP), at + STEP >= all.length);
    }
    if (!all.length) throw new Error('empty');
  } catch (error) {
    if (error instanceof TooMany) throw invalidField('content_base64', M.tooManyEntries);
    if (error instanceof TooBig) throw new HttpError(413, M.tooLarge);
    throw invalidField('content_base64', M.unreadable);
  }
  if (!entries) throw invalidField('content_base64', M.unreadable);
  const files = new Map<string, CsvFile>();
  for (const [name, parts] of chunks) {
    const base = name.split('/').at(-1) ?? name;
    files.set(base, parseCsv(Buffer.concat(parts).toString('utf8')));
  }
  return files;
}

class TooMany extends Error {}
class TooBig extends Error {}

function parseCsv(text: string): CsvFile {
  const clean = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: false });
  const rows = parsed.data;
  const header = (rows[0] ?? []).map((h) => h.trim());
  const lines: CsvFile['lines'] = [];
  for (let i = 1; i < rows.length; i += 1) {
    const cells = rows[i]!;
    if (cells.length === 1 && cells[0] === '') continue;
    lines.push({ line: i + 1, cells });
  }
  return { header, lines };
}
