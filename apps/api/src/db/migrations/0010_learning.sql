-- 0010 learning: courses, enrollments, lessons, lesson progress, assessments,
-- questions, attempts and submissions.
-- Conventions (see 0001 and docs/service.md):
--   * every table is tenant-owned: tenant_id leads its primary key and every index, so the
--     schema can be distributed by tenant (Citus) without change;
--   * references inside the learning domain are composite (tenant_id, x_id) -> (tenant_id, id),
--     so a row can never point at another tenant's course, lesson or assessment;
--   * references to users are plain (user_id -> users.id): users belong to identity and may move
--     tenant (make-tenant-admin); the service looks every user up inside the caller's tenant;
--   * the rules the database can decide are constraints: one enrollment per user and course,
--     one open attempt per user and assessment, one submission per attempt.

CREATE TABLE courses (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  title varchar(200) NOT NULL,
  description text NOT NULL,
  -- Two decimals (the service rounds); numeric without a typmod keeps the Drizzle mirror exact.
  price numeric NOT NULL DEFAULT 0 CHECK (price >= 0 AND price <= 10000000 AND price = round(price, 2)),
  currency varchar(3) NOT NULL DEFAULT 'PKR' CHECK (currency IN ('PKR', 'USD')),
  level varchar(20) NOT NULL DEFAULT 'beginner'
    CHECK (level IN ('beginner', 'intermediate', 'advanced')),
  duration_hours integer CHECK (duration_hours >= 1),
  category varchar(100),
  tags jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tags) = 'array'),
  is_published boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX courses_tenant_published_idx ON courses (tenant_id, is_published, created_at DESC);
CREATE INDEX courses_tenant_creator_idx ON courses (tenant_id, created_by);

CREATE TABLE enrollments (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  course_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  payment_status varchar(10) NOT NULL DEFAULT 'pending'
    CHECK (payment_status IN ('pending', 'paid', 'rejected')),
  admin_approved boolean NOT NULL DEFAULT false,
  admin_notes varchar(1000),
  status varchar(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'dropped')),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  -- A course with enrollments cannot be deleted (learners' records are kept): NO ACTION, so a
  -- delete fails with foreign_key_violation (23503) even when an enrollment arrives concurrently.
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id)
);
-- One enrollment per user and course, decided by the database (a double click is a 409).
CREATE UNIQUE INDEX enrollments_course_user_key ON enrollments (tenant_id, course_id, user_id);
CREATE INDEX enrollments_tenant_user_idx ON enrollments (tenant_id, user_id);
CREATE INDEX enrollments_tenant_status_idx ON enrollments (tenant_id, payment_status, created_at DESC);

CREATE TABLE lessons (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  course_id integer NOT NULL,
  title varchar(200) NOT NULL,
  description varchar(5000),
  content_type varchar(10) NOT NULL DEFAULT 'text'
    CHECK (content_type IN ('text', 'video', 'document', 'quiz')),
  content_url varchar(2000) CHECK (content_url IS NULL OR content_url ~* '^https?://'),
  -- Sanitized HTML (src/domains/lessons/sanitize.ts), never stored raw.
  content_body text,
  order_index integer NOT NULL DEFAULT 0 CHECK (order_index >= 0),
  duration_minutes integer NOT NULL DEFAULT 0 CHECK (duration_minutes >= 0),
  is_published boolean NOT NULL DEFAULT false,
  is_mandatory boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX lessons_course_order_idx ON lessons (tenant_id, course_id, order_index, id);

CREATE TABLE lesson_progress (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  lesson_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  completed boolean NOT NULL DEFAULT false,
  time_spent_seconds integer NOT NULL DEFAULT 0 CHECK (time_spent_seconds >= 0),
  progress_percentage double precision NOT NULL DEFAULT 0
    CHECK (progress_percentage >= 0 AND progress_percentage <= 100),
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One record per user and lesson: the upsert target.
  PRIMARY KEY (tenant_id, lesson_id, user_id),
  FOREIGN KEY (tenant_id, lesson_id) REFERENCES lessons (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX lesson_progress_user_idx ON lesson_progress (tenant_id, user_id);

CREATE TABLE assessments (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  course_id integer NOT NULL,
  title varchar(200) NOT NULL,
  description varchar(5000),
  assessment_type varchar(20) NOT NULL DEFAULT 'quiz'
    CHECK (assessment_type IN ('quiz', 'exam', 'assignment')),
  -- total_points is not stored: it is always computed as the sum of the questions' points.
  passing_score integer NOT NULL DEFAULT 60 CHECK (passing_score BETWEEN 0 AND 100),
  time_limit_minutes integer CHECK (time_limit_minutes BETWEEN 1 AND 1440),
  is_published boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX assessments_course_idx ON assessments (tenant_id, course_id, id);

CREATE TABLE questions (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  assessment_id integer NOT NULL,
  question_text text NOT NULL,
  question_type varchar(20) NOT NULL
    CHECK (question_type IN ('multiple_choice', 'true_false', 'short_answer', 'essay')),
  -- {"A": "...", "B": "..."} for multiple_choice, {} otherwise.
  options jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(options) = 'object'),
  correct_answer varchar(1000),
  accepted_answers jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(accepted_answers) = 'array'),
  points integer NOT NULL DEFAULT 1 CHECK (points BETWEEN 0 AND 1000),
  hints jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(hints) = 'array'),
  order_index integer NOT NULL DEFAULT 0 CHECK (order_index >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, assessment_id) REFERENCES assessments (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX questions_assessment_order_idx ON questions (tenant_id, assessment_id, order_index, id);

-- An attempt starts the server-side clock of a quiz (POST /assessments/{id}/start).
CREATE TABLE assessment_attempts (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  assessment_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'submitted', 'expired')),
  started_at timestamptz NOT NULL DEFAULT now(),
  -- started_at + the time limit when it started; NULL without a limit.
  expires_at timestamptz,
  closed_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, assessment_id) REFERENCES assessments (tenant_id, id) ON DELETE CASCADE
);
-- At most one open attempt per user and assessment (start is idempotent under concurrency).
CREATE UNIQUE INDEX assessment_attempts_open_key
  ON assessment_attempts (tenant_id, assessment_id, user_id) WHERE status = 'open';
CREATE INDEX assessment_attempts_user_idx ON assessment_attempts (tenant_id, assessment_id, user_id, id);

CREATE TABLE submissions (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  assessment_id integer NOT NULL,
  attempt_id integer,
  user_id integer NOT NULL REFERENCES users (id),
  -- {"<question id>": "answer"} as sent (only questions of the assessment).
  answers jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(answers) = 'object'),
  -- Per question: question_id, question_type, points_awarded, max_points, is_correct, feedback,
  -- needs_review. A snapshot: later edits of the questions do not change a submission.
  results jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(results) = 'array'),
  score integer NOT NULL DEFAULT 0 CHECK (score >= 0),
  max_score integer NOT NULL DEFAULT 0 CHECK (max_score >= 0),
  percentage double precision NOT NULL DEFAULT 0 CHECK (percentage >= 0 AND percentage <= 100),
  passed boolean NOT NULL DEFAULT false,
  grading_pending boolean NOT NULL DEFAULT false,
  feedback varchar(5000),
  time_taken_minutes integer NOT NULL DEFAULT 0 CHECK (time_taken_minutes >= 0),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  graded_at timestamptz,
  graded_by integer REFERENCES users (id),
  PRIMARY KEY (tenant_id, id),
  -- An assessment with submissions cannot be deleted (results are kept): NO ACTION (23503).
  FOREIGN KEY (tenant_id, assessment_id) REFERENCES assessments (tenant_id, id),
  FOREIGN KEY (tenant_id, attempt_id) REFERENCES assessment_attempts (tenant_id, id)
);
-- One submission per attempt, decided by the database (a double click stores one).
CREATE UNIQUE INDEX submissions_attempt_key ON submissions (tenant_id, attempt_id);
CREATE INDEX submissions_assessment_idx ON submissions (tenant_id, assessment_id, submitted_at DESC);
CREATE INDEX submissions_user_idx ON submissions (tenant_id, user_id, assessment_id);

-- Privileges: the request role reads and writes rows, never DDL.
GRANT SELECT, INSERT, UPDATE, DELETE ON
  courses, enrollments, lessons, lesson_progress, assessments, questions, assessment_attempts,
  submissions
  TO watni_app;
GRANT USAGE, SELECT ON
  courses_id_seq, enrollments_id_seq, lessons_id_seq, assessments_id_seq, questions_id_seq,
  assessment_attempts_id_seq, submissions_id_seq
  TO watni_app;

-- Row-level security: on for every table, for the owner too; one tenant_isolation policy each.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['courses', 'enrollments', 'lessons', 'lesson_progress', 'assessments',
                           'questions', 'assessment_attempts', 'submissions']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I
         USING (current_setting(''app.platform'', true) = ''on''
                OR tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int)
         WITH CHECK (current_setting(''app.platform'', true) = ''on''
                OR tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int)',
      t);
  END LOOP;
END
$$;
