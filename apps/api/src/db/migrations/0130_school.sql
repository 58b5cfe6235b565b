-- 0130 school structure and people: academic years and terms, classes, sections,
-- subjects and their teachers; students, their placement per year, guardians, parent invites and
-- admissions. Same conventions as 0010: tenant_id leads every key and index, references inside
-- the school are composite (tenant_id, x_id) -> (tenant_id, id), user references are plain.

-- Parent: a guardian with a sign-in account (sees only their own children).
ALTER TABLE users DROP CONSTRAINT users_user_role_check;
ALTER TABLE users ADD CONSTRAINT users_user_role_check
  CHECK (user_role IN ('student', 'teacher', 'admin', 'parent'));

CREATE TABLE academic_years (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  name varchar(20) NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  is_current boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (ends_on > starts_on)
);
CREATE UNIQUE INDEX academic_years_name_key ON academic_years (tenant_id, name);
-- At most one current year per school, decided by the database; the service keeps exactly one
-- (the first year is current, and making another current unsets the old one in one transaction).
CREATE UNIQUE INDEX academic_years_current_key ON academic_years (tenant_id) WHERE is_current;

CREATE TABLE terms (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  academic_year_id integer NOT NULL,
  name varchar(50) NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, academic_year_id) REFERENCES academic_years (tenant_id, id) ON DELETE CASCADE,
  CHECK (ends_on > starts_on)
);
CREATE UNIQUE INDEX terms_year_name_key ON terms (tenant_id, academic_year_id, name);

CREATE TABLE classes (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  name varchar(50) NOT NULL,
  order_index integer NOT NULL DEFAULT 0 CHECK (order_index BETWEEN 0 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX classes_name_key ON classes (tenant_id, name);
CREATE INDEX classes_order_idx ON classes (tenant_id, order_index, id);

CREATE TABLE sections (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  class_id integer NOT NULL,
  name varchar(20) NOT NULL,
  class_teacher_id integer REFERENCES users (id),
  room varchar(50),
  capacity integer CHECK (capacity BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id)
);
CREATE UNIQUE INDEX sections_class_name_key ON sections (tenant_id, class_id, name);
CREATE INDEX sections_teacher_idx ON sections (tenant_id, class_teacher_id);

CREATE TABLE subjects (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  class_id integer NOT NULL,
  name varchar(100) NOT NULL,
  code varchar(20),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id)
);
CREATE UNIQUE INDEX subjects_class_name_key ON subjects (tenant_id, class_id, name);

-- The teacher of one subject in one section (the section's class is the subject's class: the
-- service checks it).
CREATE TABLE subject_teachers (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  subject_id integer NOT NULL,
  section_id integer NOT NULL,
  teacher_id integer NOT NULL REFERENCES users (id),
  PRIMARY KEY (tenant_id, subject_id, section_id),
  FOREIGN KEY (tenant_id, subject_id) REFERENCES subjects (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, section_id) REFERENCES sections (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX subject_teachers_teacher_idx ON subject_teachers (tenant_id, teacher_id);

CREATE TABLE students (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  admission_no varchar(30) NOT NULL CHECK (admission_no ~ '^[A-Za-z0-9/-]+$'),
  first_name varchar(100) NOT NULL,
  last_name varchar(100) NOT NULL,
  date_of_birth date,
  gender varchar(10) NOT NULL CHECK (gender IN ('male', 'female', 'other')),
  b_form char(13) CHECK (b_form ~ '^[0-9]{13}$'),
  address varchar(500),
  admission_date date NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'left', 'graduated')),
  user_id integer REFERENCES users (id),
  -- Search keys: lowercase, byte-ordered (COLLATE "C"), so a prefix search is a range
  -- (`key >= 'ali' AND key < 'alj'`) of leakproof text comparisons that row-level security lets
  -- an index answer; ILIKE is not leakproof and would scan the whole school (docs/bench.md).
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED,
  last_name_key text COLLATE "C" GENERATED ALWAYS AS (lower(last_name)) STORED,
  admission_key text COLLATE "C" GENERATED ALWAYS AS (lower(admission_no)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX students_admission_no_key ON students (tenant_id, admission_key);
CREATE UNIQUE INDEX students_user_key ON students (tenant_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX students_name_key_idx ON students (tenant_id, name_key);
CREATE INDEX students_last_name_key_idx ON students (tenant_id, last_name_key);
CREATE INDEX students_list_idx ON students (tenant_id, last_name, first_name, id);

-- A student's section and roll number in one academic year.
CREATE TABLE student_enrolments (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  academic_year_id integer NOT NULL,
  section_id integer NOT NULL,
  roll_no integer NOT NULL CHECK (roll_no BETWEEN 1 AND 9999),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, student_id, academic_year_id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, academic_year_id) REFERENCES academic_years (tenant_id, id),
  FOREIGN KEY (tenant_id, section_id) REFERENCES sections (tenant_id, id)
);
CREATE UNIQUE INDEX student_enrolments_roll_key
  ON student_enrolments (tenant_id, academic_year_id, section_id, roll_no);

CREATE TABLE guardians (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  name varchar(200) NOT NULL,
  relation varchar(10) NOT NULL CHECK (relation IN ('father', 'mother', 'guardian')),
  cnic varchar(15) CHECK (cnic ~ '^[0-9]{5}-[0-9]{7}-[0-9]$'),
  mobile varchar(13) CHECK (mobile ~ '^\+923[0-9]{9}$'),
  email varchar(254) CHECK (email = lower(email)),
  preferred_language varchar(2) NOT NULL DEFAULT 'en' CHECK (preferred_language IN ('en', 'ur')),
  whatsapp_consent boolean NOT NULL DEFAULT false,
  user_id integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- One guardian record per person (CNIC) in a school: siblings share it.
CREATE UNIQUE INDEX guardians_cnic_key ON guardians (tenant_id, cnic) WHERE cnic IS NOT NULL;
CREATE UNIQUE INDEX guardians_user_key ON guardians (tenant_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE student_guardians (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  guardian_id integer NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, student_id, guardian_id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, guardian_id) REFERENCES guardians (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX student_guardians_primary_key
  ON student_guardians (tenant_id, student_id) WHERE is_primary;
CREATE INDEX student_guardians_guardian_idx ON student_guardians (tenant_id, guardian_id);

-- One-time codes that turn a guardian into a parent account (printed or e-mailed). Redeemed
-- before sign-in, so the lookup is by the code's hash alone, in the platform scope (like
-- password_reset_tokens); everything else is tenant-scoped.
CREATE TABLE parent_invites (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  guardian_id integer NOT NULL,
  code_hash char(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, guardian_id) REFERENCES guardians (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX parent_invites_code_key ON parent_invites (code_hash);
CREATE INDEX parent_invites_guardian_idx ON parent_invites (tenant_id, guardian_id);

CREATE TABLE admissions (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  class_id integer NOT NULL,
  first_name varchar(100) NOT NULL,
  last_name varchar(100) NOT NULL,
  date_of_birth date,
  gender varchar(10) NOT NULL CHECK (gender IN ('male', 'female', 'other')),
  b_form char(13) CHECK (b_form ~ '^[0-9]{13}$'),
  address varchar(500),
  guardian_name varchar(200) NOT NULL,
  guardian_relation varchar(10) NOT NULL CHECK (guardian_relation IN ('father', 'mother', 'guardian')),
  guardian_cnic varchar(15) CHECK (guardian_cnic ~ '^[0-9]{5}-[0-9]{7}-[0-9]$'),
  guardian_mobile varchar(13) CHECK (guardian_mobile ~ '^\+923[0-9]{9}$'),
  guardian_email varchar(254),
  status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'admitted', 'declined')),
  decline_reason varchar(500),
  student_id integer,
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id),
  CHECK (status <> 'declined' OR decline_reason IS NOT NULL)
);
CREATE INDEX admissions_status_idx ON admissions (tenant_id, status, created_at DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON
  academic_years, terms, classes, sections, subjects, subject_teachers, students,
  student_enrolments, guardians, student_guardians, parent_invites, admissions
  TO watni_app;
GRANT USAGE, SELECT ON
  academic_years_id_seq, terms_id_seq, classes_id_seq, sections_id_seq, subjects_id_seq,
  students_id_seq, guardians_id_seq, parent_invites_id_seq, admissions_id_seq
  TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['academic_years', 'terms', 'classes', 'sections', 'subjects',
    'subject_teachers', 'students', 'student_enrolments', 'guardians', 'student_guardians',
    'parent_invites', 'admissions']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (current_setting('app.platform', true) = 'on'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
      WITH CHECK (current_setting('app.platform', true) = 'on'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)$p$, t);
  END LOOP;
END $$;
