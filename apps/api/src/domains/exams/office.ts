// What the exam use cases share: the exam, the section and the school's grading scale, or 404.
import type { Tx } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { MESSAGES } from './messages.js';
import * as repo from './repository.js';
import { type Band, DEFAULT_SCALE } from './results.js';

export const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

export async function examFor(tx: Tx, tenantId: number, examId: number, lock = false) {
  const exam = await repo.findExam(tx, tenantId, examId, lock);
  if (!exam) throw notFound(MESSAGES.examNotFound);
  return exam;
}

export async function sectionFor(tx: Tx, tenantId: number, sectionId: number) {
  const section = await repo.findSection(tx, tenantId, sectionId);
  if (!section) throw notFound(MESSAGES.sectionNotFound);
  return section;
}

export async function scaleFor(tx: Tx, tenantId: number): Promise<Band[]> {
  const saved = await repo.scaleOf(tx, tenantId);
  return saved.length ? saved : [...DEFAULT_SCALE];
}
