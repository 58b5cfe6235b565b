// A class's datesheet as a PDF (English or Urdu) for printing or sending home: whoever may read
// the datesheet (staff; the class's students and parents once published).

import type { AppDeps } from '../../deps.js';
import { renderDatesheetPdf } from '../../documents/datesheet.js';
import type { AuthContext } from '../../http/context.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { logoImageOf } from '../settings/repository.js';
import { classDatesheetFor } from './datesheet-read.js';
import * as repo from './repository.js';

const fileName = (...parts: string[]) =>
  `${parts
    .join('-')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.pdf`;

export async function downloadDatesheet(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  classId: number,
  language: 'en' | 'ur',
): Promise<{ filename: string; pdf: Buffer }> {
  const tenantId = schoolTenantId(auth);
  const facts = await inSchool(deps, auth, async (tx) => {
    const sheet = await classDatesheetFor(tx, auth, tenantId, examId, classId);
    return {
      school_name: await repo.schoolName(tx, tenantId),
      exam_name: sheet.exam.name,
      term_name: sheet.exam.term_name,
      class_name: sheet.class_name,
      is_published: sheet.published_at !== null,
      papers: sheet.papers,
      logo: await logoImageOf(tx, tenantId),
    };
  });
  return {
    filename: fileName('datesheet', facts.exam_name, facts.class_name, language),
    pdf: await renderDatesheetPdf(facts, language, { logo: facts.logo }),
  };
}
