// Importing a GIFT, Aiken, QTI 2.1 file or QTI 3.0 package into a course's bank: all or nothing, one audit entry.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { loadBankCourse } from './bank.js';
import { readBankFile } from './bankFile.js';
import * as bankRepo from './bankRepository.js';

const IMPORT_MESSAGES = defineMessages('assessments.bankImport', {
  problems: {
    en: 'The file cannot be imported: it has {count} problems, the first on line {line}. Check it with the preview.',
    ur: 'یہ فائل درآمد نہیں ہو سکتی: اس میں {count} مسائل ہیں، پہلا سطر {line} پر۔ پیش نظارہ سے جانچ لیں۔',
  },
  packageProblems: {
    en: 'The package cannot be imported: it has {count} problems, the first in {file} on line {line}. Check it with the preview.',
    ur: 'یہ پیکیج درآمد نہیں ہو سکتا: اس میں {count} مسائل ہیں، پہلا {file} کی سطر {line} پر۔ پیش نظارہ سے جانچ لیں۔',
  },
});

export async function importBankQuestions(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  body: Body<'importBankQuestions'>,
): Promise<Schemas['BankImportResult']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadBankCourse(tx, auth, courseId);
    const { questions, problems } = readBankFile(body.format, body, body.tags ?? []);
    const first = problems[0];
    if (first) {
      throw first.file !== undefined
        ? invalidField(
            'content_base64',
            IMPORT_MESSAGES.packageProblems({
              file: first.file,
              line: first.line,
              count: problems.length,
            }),
          )
        : invalidField(
            'text',
            IMPORT_MESSAGES.problems({ line: first.line, count: problems.length }),
          );
    }
    const rows = await bankRepo.insertBankQuestions(
      tx,
      questions.map(({ line: _line, ...question }) => ({
        ...question,
        hints: [],
        tenant_id: course.tenant_id,
        course_id: course.id,
        created_by: auth.user.id,
      })),
    );
    const by_type = { multiple_choice: 0, true_false: 0, short_answer: 0, essay: 0 };
    for (const row of rows) by_type[row.question_type] += 1;
    await audit(tx, {
      tenantId: course.tenant_id,
      actorId: auth.user.id,
      action: 'bank_question.imported',
      entityType: 'course',
      entityId: course.id,
      changes: {
        course_id: course.id,
        format: body.format,
        created: rows.length,
        question_ids: rows.map((row) => row.id),
        ...by_type,
      },
    });
    return { created: rows.length, by_type };
  });
}
