// What the direct and the queued import of a file of questions share: the file read and refused
// whole on its first problem (422, naming its line), and the questions written with one audit
// entry, counted by type.
import type { Tx } from '../../db/client.js';
import { invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { readBankFile } from './bankFile.js';
import * as bankRepo from './bankRepository.js';
import type { ParsedQuestion } from './formats/index.js';

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

type ImportRequest = Body<'importBankQuestions'>;

/** The file's questions, or the 422 of its first problem: all or nothing. */
export function importableQuestions(body: ImportRequest): ParsedQuestion[] {
  const { questions, problems } = readBankFile(body.format, body, body.tags ?? []);
  const first = problems[0];
  if (!first) return questions;
  throw first.file !== undefined
    ? invalidField(
        'content_base64',
        IMPORT_MESSAGES.packageProblems({
          file: first.file,
          line: first.line,
          count: problems.length,
        }),
      )
    : invalidField('text', IMPORT_MESSAGES.problems({ line: first.line, count: problems.length }));
}

export async function writeBankImport(
  tx: Tx,
  course: { tenant_id: number; id: number },
  actorId: number | null,
  format: ImportRequest['format'],
  questions: ParsedQuestion[],
): Promise<Schemas['BankImportResult']> {
  const rows = await bankRepo.insertBankQuestions(
    tx,
    questions.map(({ line: _line, ...question }) => ({
      ...question,
      hints: [],
      tenant_id: course.tenant_id,
      course_id: course.id,
      created_by: actorId,
    })),
  );
  const by_type = { multiple_choice: 0, true_false: 0, short_answer: 0, essay: 0 };
  for (const row of rows) by_type[row.question_type] += 1;
  await audit(tx, {
    tenantId: course.tenant_id,
    actorId,
    action: 'bank_question.imported',
    entityType: 'course',
    entityId: course.id,
    changes: {
      course_id: course.id,
      format,
      created: rows.length,
      question_ids: rows.map((row) => row.id),
      ...by_type,
    },
  });
  return { created: rows.length, by_type };
}
