// Checking a GIFT, Aiken, QTI 2.1 file or QTI 3.0 package for a course's bank without writing anything.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Body, Schemas } from '../../http/types.js';
import { loadBankCourse } from './bank.js';
import { readBankFile } from './bankFile.js';

export async function previewBankImport(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  body: Body<'previewBankImport'>,
): Promise<Schemas['BankImportPreview']> {
  // The course is checked before the file is read, so a stranger learns nothing from a preview.
  await withScope(deps.db, auth.scope, (tx) => loadBankCourse(tx, auth, courseId));
  const { questions, problems } = readBankFile(body.format, body, body.tags ?? []);
  return { format: body.format, questions, problems };
}
