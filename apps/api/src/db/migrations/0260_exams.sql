-- 0260 exams (module gradebook): exams in a term for chosen classes, per class and
-- subject the date, maximum and passing marks; marks per exam subject and student (a number or
-- absent); the school's grading scale; publication per exam; the class teacher's remarks per
-- student and exam; report-card runs of a whole class in the job queue and their files; and the
-- link of a class to the online courses whose quiz averages the gradebook shows.

CREATE TABLE exams (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  term_id integer NOT NULL,
  name varchar(100) NOT NULL,
  -- NULL while unpublished: students and parents see results only once published.
  published_at timestamptz,
  published_by integer REFERENCES users (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, term_id) REFERENCES terms (tenant_id, id)
);
CREATE UNIQUE INDEX exams_term_name_key ON exams (tenant_id, term_id, name);

-- One paper: a subject of a class in an exam (the subject's class is the class: the service checks).
CREATE TABLE exam_subjects (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  exam_id integer NOT NULL,
  class_id integer NOT NULL,
  subject_id integer NOT NULL,
  exam_date date,
  max_marks integer NOT NULL CHECK (max_marks BETWEEN 1 AND 1000),
  passing_marks integer NOT NULL CHECK (passing_marks >= 0 AND passing_marks <= max_marks),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, exam_id) REFERENCES exams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id),
  FOREIGN KEY (tenant_id, subject_id) REFERENCES subjects (tenant_id, id)
);
CREATE UNIQUE INDEX exam_subjects_subject_key ON exam_subjects (tenant_id, exam_id, subject_id);
CREATE INDEX exam_subjects_class_idx ON exam_subjects (tenant_id, exam_id, class_id);

-- A student's marks in one paper: whole marks, or absent (never both). The paper's maximum is
-- checked by the service (it may change while marks exist; the service refuses lowering it below
-- a mark already given).
CREATE TABLE exam_marks (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  exam_subject_id integer NOT NULL,
  student_id integer NOT NULL,
  marks integer CHECK (marks BETWEEN 0 AND 1000),
  absent boolean NOT NULL DEFAULT false,
  entered_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, exam_subject_id, student_id),
  CHECK ((absent AND marks IS NULL) OR (NOT absent AND marks IS NOT NULL)),
  FOREIGN KEY (tenant_id, exam_subject_id) REFERENCES exam_subjects (tenant_id, id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX exam_marks_student_idx ON exam_marks (tenant_id, student_id);

-- The school's grading scale: bands of whole percentages (min..max) that cover 0..100 without gaps
-- or overlaps (the service checks). No rows: the default scale (A+ 80-100 … F 0-32).
CREATE TABLE grading_bands (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  grade varchar(5) NOT NULL,
  min_percent integer NOT NULL CHECK (min_percent BETWEEN 0 AND 100),
  max_percent integer NOT NULL CHECK (max_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, grade),
  CHECK (min_percent <= max_percent)
);

-- The class teacher's remarks on a student's report card of an exam.
CREATE TABLE report_card_remarks (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  exam_id integer NOT NULL,
  student_id integer NOT NULL,
  remarks varchar(500) NOT NULL,
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, exam_id, student_id),
  FOREIGN KEY (tenant_id, exam_id) REFERENCES exams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE
);

-- The report cards of a whole class, rendered by the job queue: one PDF per section.
CREATE TABLE report_card_runs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  exam_id integer NOT NULL,
  class_id integer NOT NULL,
  language varchar(2) NOT NULL CHECK (language IN ('en', 'ur')),
  status varchar(7) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  error varchar(500),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, exam_id) REFERENCES exams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id)
);
CREATE INDEX report_card_runs_exam_idx ON report_card_runs (tenant_id, exam_id, id);

CREATE TABLE report_card_files (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  run_id integer NOT NULL,
  section_id integer NOT NULL,
  students integer NOT NULL CHECK (students >= 0),
  pdf bytea NOT NULL,
  PRIMARY KEY (tenant_id, run_id, section_id),
  FOREIGN KEY (tenant_id, run_id) REFERENCES report_card_runs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, section_id) REFERENCES sections (tenant_id, id)
);

-- The online courses of a class (the gradebook shows their quiz averages beside the exam marks).
CREATE TABLE class_courses (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  class_id integer NOT NULL,
  course_id integer NOT NULL,
  PRIMARY KEY (tenant_id, class_id, course_id),
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id) ON DELETE CASCADE
);

GRANT SELECT, INSERT, UPDATE, DELETE ON
  exams, exam_subjects, exam_marks, grading_bands, report_card_remarks, report_card_runs,
  report_card_files, class_courses
  TO watni_app;
GRANT USAGE, SELECT ON exams_id_seq, exam_subjects_id_seq, report_card_runs_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exams', 'exam_subjects', 'exam_marks', 'grading_bands',
    'report_card_remarks', 'report_card_runs', 'report_card_files', 'class_courses']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (CURRENT_USER = 'watni_platform'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
      WITH CHECK (CURRENT_USER = 'watni_platform'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)$p$, t);
  END LOOP;
END $$;
