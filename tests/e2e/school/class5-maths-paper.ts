import { type APIRequestContext, expect } from '@playwright/test';

/**
 * A Mathematics paper out of 100 (pass 33) for Class 5 of the demo school, made by its admin
 * over the API, so a journey about the marks grid need not set up an exam through the screens.
 */
export async function createClass5MathsPaper(
  request: APIRequestContext,
  adminToken: string,
  examName: string,
): Promise<{ examId: number; classId: number; sectionId: number; subjectId: number }> {
  const auth = { authorization: `Bearer ${adminToken}` };
  const classes = (await (await request.get('/api/school/classes/', { headers: auth })).json())
    .items as {
    id: number;
    name: string;
    sections: { id: number; name: string }[];
    subjects: { id: number; name: string }[];
  }[];
  const class5 = classes.find((c) => c.name === 'Class 5')!;
  const subjectId = class5.subjects.find((s) => s.name === 'Mathematics')!.id;
  const sectionId = class5.sections.find((s) => s.name === 'A')!.id;
  const years = (await (await request.get('/api/school/years/', { headers: auth })).json())
    .items as { is_current: boolean; terms: { id: number; name: string }[] }[];
  const term = years.find((y) => y.is_current)!.terms.find((x) => x.name === 'First Term')!.id;
  const created = await request.post('/api/exams', {
    headers: auth,
    data: {
      term_id: term,
      name: examName,
      classes: [
        {
          class_id: class5.id,
          papers: [{ subject_id: subjectId, exam_date: null, max_marks: 100, passing_marks: 33 }],
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  return { examId: (await created.json()).id as number, classId: class5.id, sectionId, subjectId };
}
