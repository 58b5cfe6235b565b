// Importing a GIFT, Aiken, QTI 2.1 file or QTI 3.0 package into a course's bank: all or nothing,
// one audit entry, in the request (API callers; the screen queues it, bankImportRun.ts).
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Body, Schemas } from '../../http/types.js';
import { loadBankCourse } from './bank.js';
import { importableQuestions, writeBankImport } from './bankImportWrite.js';

export async function importBankQuestions(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  body: Body<'importBankQuestions'>,
): Promise<Schemas['BankImportResult']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadBankCourse(tx, auth, courseId);
    const questions = importableQuestions(body);
    return writeBankImport(tx, course, auth.user.id, body.format, questions);
  });
}
