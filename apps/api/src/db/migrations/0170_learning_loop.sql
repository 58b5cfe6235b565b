-- 0170 the learning loop: quiz settings (attempt limit, which attempt counts, review
-- after submit), quiz lessons linked to a quiz, and course certificates (docs/learning-loop.md).

-- Per-quiz settings. max_attempts NULL = unlimited; a new timed quiz defaults to 1 (the service
-- decides at creation), and existing timed quizzes get 1 here.
ALTER TABLE assessments
  ADD COLUMN max_attempts integer CHECK (max_attempts IS NULL OR max_attempts BETWEEN 1 AND 100),
  ADD COLUMN attempts_policy varchar(4) NOT NULL DEFAULT 'best'
    CHECK (attempts_policy IN ('best', 'last')),
  ADD COLUMN review_after_submit boolean NOT NULL DEFAULT false;
UPDATE assessments SET max_attempts = 1 WHERE time_limit_minutes IS NOT NULL;

-- A lesson of type quiz opens one quiz of its own course (the service checks the course; the key
-- keeps the tenant). Deleting the quiz unlinks the lesson.
ALTER TABLE lessons ADD COLUMN assessment_id integer;
ALTER TABLE lessons ADD CONSTRAINT lessons_assessment_fkey
  FOREIGN KEY (tenant_id, assessment_id) REFERENCES assessments (tenant_id, id)
  ON DELETE SET NULL (assessment_id);
CREATE INDEX lessons_assessment_idx ON lessons (tenant_id, assessment_id)
  WHERE assessment_id IS NOT NULL;

-- A course certificate: issued once per learner and course when every required lesson is
-- complete and every required quiz passed. What it shows is a snapshot taken at issue.
-- `code` is the unguessable verification code (80 random bits), unique across tenants: the
-- public page /verify/{code} looks it up in platform scope and shows only these snapshot fields.
CREATE TABLE certificates (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  course_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  number varchar(40) NOT NULL,
  code varchar(32) NOT NULL,
  recipient_name varchar(210) NOT NULL,
  course_title varchar(200) NOT NULL,
  school_name varchar(200) NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX certificates_code_key ON certificates (code);
CREATE UNIQUE INDEX certificates_number_key ON certificates (tenant_id, number);
-- One certificate per learner and course, decided by the database (two completions at once).
CREATE UNIQUE INDEX certificates_course_user_key ON certificates (tenant_id, course_id, user_id);
CREATE INDEX certificates_user_idx ON certificates (tenant_id, user_id, issued_at DESC);

GRANT SELECT, INSERT ON certificates TO watni_app;
GRANT USAGE, SELECT ON certificates_id_seq TO watni_app;

ALTER TABLE certificates ENABLE ROW LEVEL SECURITY;
ALTER TABLE certificates FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON certificates
  USING (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
