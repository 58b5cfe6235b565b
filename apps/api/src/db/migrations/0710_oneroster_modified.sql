-- 0710 Modification times for the OneRoster 1.2 REST binding's dateLastModified: the school's
-- structure tables (years, terms, classes, sections, subjects, subject teachers, placements,
-- guardian links) gain updated_at, kept by one trigger on every update, so a rostering client can
-- ask for what changed since its last read. Rows that exist take their created_at (when there is
-- one; else the time of this migration, the first time Watni can vouch for). students and
-- guardians already have updated_at, set by the code that edits them; the trigger keeps it on
-- every path. tenants and users have one too, but are also updated for things OneRoster does not
-- show (subscriptions, sign-ins), so their trigger fires only on the columns the binding shows.

CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

ALTER TABLE academic_years ADD COLUMN updated_at timestamptz;
UPDATE academic_years SET updated_at = created_at;
ALTER TABLE academic_years ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

ALTER TABLE terms ADD COLUMN updated_at timestamptz;
UPDATE terms SET updated_at = created_at;
ALTER TABLE terms ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

ALTER TABLE classes ADD COLUMN updated_at timestamptz;
UPDATE classes SET updated_at = created_at;
ALTER TABLE classes ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

ALTER TABLE sections ADD COLUMN updated_at timestamptz;
UPDATE sections SET updated_at = created_at;
ALTER TABLE sections ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

ALTER TABLE subjects ADD COLUMN updated_at timestamptz;
UPDATE subjects SET updated_at = created_at;
ALTER TABLE subjects ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

ALTER TABLE student_enrolments ADD COLUMN updated_at timestamptz;
UPDATE student_enrolments SET updated_at = created_at;
ALTER TABLE student_enrolments ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

ALTER TABLE subject_teachers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE student_guardians ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TRIGGER academic_years_touch BEFORE UPDATE ON academic_years
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER terms_touch BEFORE UPDATE ON terms
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER classes_touch BEFORE UPDATE ON classes
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER sections_touch BEFORE UPDATE ON sections
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER subjects_touch BEFORE UPDATE ON subjects
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER student_enrolments_touch BEFORE UPDATE ON student_enrolments
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER subject_teachers_touch BEFORE UPDATE ON subject_teachers
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER student_guardians_touch BEFORE UPDATE ON student_guardians
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER students_touch BEFORE UPDATE ON students
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER guardians_touch BEFORE UPDATE ON guardians
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER tenants_touch BEFORE UPDATE OF name, slug ON tenants
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER users_touch
  BEFORE UPDATE OF username, first_name, last_name, email, phone, is_active ON users
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
