// A course's question bank written as a GIFT, Aiken or QTI 2.1 file, or a QTI 3.0 package (ZIP).
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import {
  EXPORT_MAX_ROWS,
  type ExportFile,
  fileNamePart,
  nowOf,
  requireWithinBound,
} from '../../http/export.js';
import type { Query } from '../../http/types.js';
import { todayInPakistan } from '../school/transaction.js';
import { loadBankCourse } from './bank.js';
import * as bankRepo from './bankRepository.js';
import { normalizeTags } from './draw.js';
import { printQti3Package, printQuestions } from './formats/index.js';

const FILE = {
  gift: { ext: 'gift.txt', type: 'text/plain; charset=utf-8' },
  aiken: { ext: 'aiken.txt', type: 'text/plain; charset=utf-8' },
  qti: { ext: 'qti.xml', type: 'application/xml; charset=utf-8' },
  qti3: { ext: 'qti3.zip', type: 'application/zip' },
} as const;

export async function exportBankQuestions(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  query: Query<'exportBankQuestions'>,
): Promise<ExportFile> {
  const tag = query.tag !== undefined ? normalizeTags([query.tag])[0] : undefined;
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadBankCourse(tx, auth, courseId);
    // One more than the bound is read, so a bank over it is refused rather than cut short.
    const rows = await bankRepo.bankQuestionsForExport(tx, course, tag, EXPORT_MAX_ROWS + 1);
    requireWithinBound(rows.length);
    const ids = rows.map((row) => `q${row.id}`);
    const body =
      query.format === 'qti3'
        ? printQti3Package(rows, ids, nowOf(deps))
        : printQuestions(query.format, rows, ids);
    const stem = ['question-bank', fileNamePart(course.title)].filter(Boolean).join('-');
    const file = FILE[query.format];
    return {
      fileName: `${stem}-${todayInPakistan(nowOf(deps))}.${file.ext}`,
      contentType: file.type,
      body,
    };
  });
}
