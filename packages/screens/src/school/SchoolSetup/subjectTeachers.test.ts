import { describe, expect, it } from 'vitest';
import { classes, years } from '../fixtures';
import { currentChoices, noTeacher, teacherChanges } from './subjectTeachers';
import { termProblem } from './termChecks';

const class1 = classes[3]!;
const maths = class1.subjects[1]!;
const [sectionA, sectionB] = class1.sections;

describe('subject teachers', () => {
  it('reads the teacher on file per section', () => {
    expect(currentChoices(class1, maths)).toEqual({
      [sectionA!.id]: '7',
      [sectionB!.id]: noTeacher,
    });
  });

  it('sends only the sections that changed, a cleared one as null', () => {
    expect(teacherChanges(class1, maths, {})).toEqual([]);
    expect(teacherChanges(class1, maths, { [sectionA!.id]: '7', [sectionB!.id]: '8' })).toEqual([
      { section_id: sectionB!.id, teacher_id: 8 },
    ]);
    expect(teacherChanges(class1, maths, { [sectionA!.id]: noTeacher })).toEqual([
      { section_id: sectionA!.id, teacher_id: null },
    ]);
  });
});

describe('termProblem', () => {
  const year = years[0]!;
  it('accepts a term inside its year', () => {
    expect(
      termProblem(year, { name: 'T', starts_on: '2026-04-01', ends_on: '2027-03-31' }),
    ).toBeNull();
  });
  it('names a term outside its year, one ending before it starts, and a missing year', () => {
    expect(
      termProblem(year, { name: 'T', starts_on: '2026-03-31', ends_on: '2026-06-01' }),
    ).toMatch(/must fall between 2026-04-01 and 2027-03-31/);
    expect(
      termProblem(year, { name: 'T', starts_on: '2026-06-01', ends_on: '2026-05-01' }),
    ).toMatch(/cannot end before/);
    expect(termProblem(undefined, { name: 'T', starts_on: '', ends_on: '' })).toMatch(/Choose/);
  });
});
