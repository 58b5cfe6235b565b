// A QTI 3.0 content package (IMS Content Packaging: a ZIP with imsmanifest.xml) read into the
// bank's questions and written from them.
//
// Reading follows the OneRoster upload's reader (domains/oneroster/read-package.ts): fflate's
// streaming Unzip, entries counted as they come, only XML entries inflated and their bytes
// counted as they inflate, so an archive that declares small sizes and inflates to gigabytes
// stops at the limit instead of being inflated to its end. Every XML document then passes the
// same guard as a QTI 2.1 file (no DOCTYPE or entity, well-formed) before it is parsed.
import { strToU8, Unzip, UnzipInflate, zipSync } from 'fflate';
import {
  type ManifestItem,
  parseQti3Document,
  printQti3Item,
  printQti3Manifest,
  readManifest,
} from './qti3.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_QUESTIONS,
  MAX_PROBLEMS,
  type ParsedQuestion,
  type ParseResult,
  type PortableQuestion,
  type Problem,
} from './types.js';

export const QTI_PACKAGE_LIMITS = {
  /** The ZIP itself, decoded from base64 (the contract caps the base64 to match). */
  maxZipBytes: MAX_IMPORT_BYTES,
  /** Entries of any kind (an item per question, a manifest, some media). */
  maxEntries: 1000,
  /** One XML file once inflated: the same cap as a text file. */
  maxFileBytes: MAX_IMPORT_BYTES,
  /** Every XML file together once inflated. */
  maxInflatedBytes: 4 * MAX_IMPORT_BYTES,
} as const;

const MANIFEST = 'imsmanifest.xml';
/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 to 1, so
 * one step yields at most about 2 MiB before the count sees it (16 KiB steps let a bomb's single
 * step yield 16 MiB: 338 ms to refuse the 64 KiB bomb of the test instead of 72-131 ms, load 6).
 */
const STEP = 2 * 1024;

class Stop extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

const packageProblem = (message: string, file?: string): Problem => ({
  line: 1,
  code: 'package',
  message,
  ...(file ? { file } : {}),
});

/** The package's XML entries as text, by their path in the ZIP, or the problem that stopped it. */
function unzipXml(bytes: Uint8Array): { files: Map<string, string> } | { problem: Problem } {
  if (bytes.length > QTI_PACKAGE_LIMITS.maxZipBytes) {
    return { problem: { line: 1, code: 'too_long', message: 'The package is larger than 1 MiB.' } };
  }
  let entries = 0;
  let inflated = 0;
  const chunks = new Map<string, Uint8Array[]>();
  const unzip = new Unzip((entry) => {
    entries += 1;
    if (entries > QTI_PACKAGE_LIMITS.maxEntries) {
      throw new Stop(packageProblem('The package holds more than 1,000 files.'));
    }
    if (!entry.name.toLowerCase().endsWith('.xml')) return;
    const parts: Uint8Array[] = [];
    let size = 0;
    chunks.set(entry.name, parts);
    entry.ondata = (error, data) => {
      if (error) throw error;
      size += data.length;
      inflated += data.length;
      if (size > QTI_PACKAGE_LIMITS.maxFileBytes) {
        throw new Stop({
          line: 1,
          code: 'too_long',
          message: 'A file of the package is larger than 1 MiB once unpacked.',
          file: entry.name,
        });
      }
      if (inflated > QTI_PACKAGE_LIMITS.maxInflatedBytes) {
        throw new Stop({
          line: 1,
          code: 'too_long',
          message: 'The package unpacks to more than 4 MiB of XML.',
        });
      }
      parts.push(data);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    if (bytes.length === 0) throw new Error('empty');
    for (let at = 0; at < bytes.length; at += STEP) {
      unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
    }
  } catch (error) {
    if (error instanceof Stop) return { problem: error.problem };
    return { problem: packageProblem('The file is not a readable ZIP package.') };
  }
  if (entries === 0) return { problem: packageProblem('The file is not a readable ZIP package.') };
  const decoder = new TextDecoder('utf-8');
  const files = new Map<string, string>();
  for (const [name, parts] of chunks) {
    const text = decoder.decode(Buffer.concat(parts));
    files.set(name, text.startsWith('\uFEFF') ? text.slice(1) : text);
  }
  return { files };
}

/** A manifest href resolved against the manifest's folder (`a/./b%20c.xml` → `a/b c.xml`). */
function resolve(base: string, href: string): string {
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // A stray % is read as written.
  }
  const parts = `${base}${decoded}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** The questions of a QTI 3.0 package (base64 of the ZIP), each named by its file and line. */
export function parseQti3Package(contentBase64: string): ParseResult & { files: string[] } {
  const questions: ParsedQuestion[] = [];
  const problems: Problem[] = [];
  const order: string[] = [];
  const unzipped = unzipXml(Buffer.from(contentBase64, 'base64'));
  if ('problem' in unzipped) return { questions, problems: [unzipped.problem], files: order };
  const { files } = unzipped;
  // The manifest nearest the root: a package zipped with its folder keeps it one level down.
  const manifestPath = [...files.keys()]
    .filter((name) => name === MANIFEST || name.endsWith(`/${MANIFEST}`))
    .sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (!manifestPath) {
    return {
      questions,
      problems: [packageProblem('The package has no imsmanifest.xml.')],
      files: order,
    };
  }
  order.push(manifestPath);
  const manifest = readManifest(files.get(manifestPath)!, manifestPath);
  if ('problem' in manifest) return { questions, problems: [manifest.problem], files: order };
  const base = manifestPath.slice(0, manifestPath.length - MANIFEST.length);
  const seen = new Set<string>();
  const add = (problem: Problem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  for (const item of manifest.items as ManifestItem[]) {
    if (questions.length > MAX_IMPORT_QUESTIONS) break;
    const path = resolve(base, item.href);
    const text = files.get(path);
    if (!item.href || text === undefined) {
      add({
        line: item.line,
        code: 'package',
        message: `The manifest names ${item.href || 'an item'}, which is not in the package.`,
        file: manifestPath,
      });
      continue;
    }
    if (seen.has(path)) continue;
    seen.add(path);
    order.push(path);
    const result = parseQti3Document(text, path);
    for (const question of result.questions) {
      questions.push({ ...question, tags: [...question.tags, ...item.tags] });
    }
    for (const problem of result.problems) add(problem);
  }
  if (manifest.items.length === 0) {
    add(packageProblem('The manifest lists no QTI 3.0 item (imsqti_item_xmlv3p0).', manifestPath));
  }
  return { questions, problems, files: order };
}

/** The bank as a QTI 3.0 content package: the manifest and items/<id>.xml per question. */
export function printQti3Package(
  questions: readonly PortableQuestion[],
  ids: readonly string[],
  mtime: Date,
): Buffer {
  const entries: Record<string, Uint8Array> = {};
  const items = questions.map((question, index) => {
    const identifier = ids[index] ?? `q${index + 1}`;
    const href = `items/${identifier}.xml`;
    entries[href] = strToU8(printQti3Item(question, identifier));
    return { identifier, href, tags: question.tags };
  });
  const all: Record<string, Uint8Array> = {
    [MANIFEST]: strToU8(printQti3Manifest('question-bank', items)),
    ...entries,
  };
  return Buffer.from(zipSync(all, { level: 6, mtime }));
}
