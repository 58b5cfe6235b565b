-- A student excused from a paper (ill for the whole exam week, a new admission after the paper,
-- a subject they do not take): neither a mark nor an absence, and not counted in their total.
-- Publishing an exam needs every student of every paper to have one of the three, so the office
-- marks each remaining gap absent or exempt instead of leaving it empty.
ALTER TABLE exam_marks ADD COLUMN exempt boolean NOT NULL DEFAULT false;
ALTER TABLE exam_marks DROP CONSTRAINT exam_marks_check;
ALTER TABLE exam_marks ADD CONSTRAINT exam_marks_check CHECK (
  (exempt AND NOT absent AND marks IS NULL)
  OR (NOT exempt AND absent AND marks IS NULL)
  OR (NOT exempt AND NOT absent AND marks IS NOT NULL)
);
