-- 0220 question banks: a course's bank of tagged questions, quizzes that draw N random
-- questions from a tag, shuffled question and option order, and each attempt's own questions
-- frozen when it opens (docs/question-banks.md).

-- A bank question belongs to a course, not to a quiz. Its id comes from the quiz questions'
-- sequence, so a question id is unique across quizzes and banks: an attempt's answers and
-- results stay keyed by question id whichever the question came from.
CREATE TABLE bank_questions (
  id integer NOT NULL DEFAULT nextval('questions_id_seq'),
  tenant_id integer NOT NULL REFERENCES tenants (id),
  course_id integer NOT NULL,
  question_text text NOT NULL,
  question_type varchar(20) NOT NULL
    CHECK (question_type IN ('multiple_choice', 'true_false', 'short_answer', 'essay')),
  options jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(options) = 'object'),
  correct_answer varchar(1000),
  accepted_answers jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(accepted_answers) = 'array'),
  points integer NOT NULL DEFAULT 1 CHECK (points BETWEEN 0 AND 1000),
  hints jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(hints) = 'array'),
  -- Lower-case, trimmed, distinct (the service normalizes them).
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX bank_questions_course_idx ON bank_questions (tenant_id, course_id, id);

-- Per quiz: the draws ([{"tag": "...", "count": N}], in order) and the shuffles.
ALTER TABLE assessments
  ADD COLUMN random_draws jsonb NOT NULL DEFAULT '[]'::jsonb
    CHECK (jsonb_typeof(random_draws) = 'array'),
  ADD COLUMN shuffle_questions boolean NOT NULL DEFAULT false,
  ADD COLUMN shuffle_options boolean NOT NULL DEFAULT false;

-- The attempt's own questions, in the order shown, with the option order shown (letters
-- re-assigned) and their answers: frozen when the attempt opens, used to show, grade and review
-- it. NULL on attempts opened before this migration (they use the quiz's questions).
ALTER TABLE assessment_attempts ADD COLUMN questions jsonb
  CHECK (questions IS NULL OR jsonb_typeof(questions) = 'array');

GRANT SELECT, INSERT, UPDATE, DELETE ON bank_questions TO watni_app;

ALTER TABLE bank_questions ENABLE ROW LEVEL SECURITY;
ALTER TABLE bank_questions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON bank_questions
  USING (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
