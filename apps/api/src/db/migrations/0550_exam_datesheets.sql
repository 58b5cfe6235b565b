-- 0550 datesheets (module gradebook): an exam's papers by class with their day, start
-- and end time (Pakistan time, a school day never crosses midnight) and an optional room. The
-- office builds it; the service refuses a class sitting two papers at once and a room booked twice
-- at once (409). Publishing shows it to students and parents and notifies them once.

CREATE TABLE datesheet_papers (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  exam_id integer NOT NULL,
  class_id integer NOT NULL,
  subject_id integer NOT NULL,
  paper_date date NOT NULL,
  starts_at time NOT NULL,
  ends_at time NOT NULL,
  room varchar(50) CHECK (room IS NULL OR length(btrim(room)) > 0),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, exam_id) REFERENCES exams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id),
  FOREIGN KEY (tenant_id, subject_id) REFERENCES subjects (tenant_id, id) ON DELETE CASCADE,
  CHECK (ends_at > starts_at)
);
-- One paper per subject in an exam (a subject belongs to one class).
CREATE UNIQUE INDEX datesheet_papers_subject_key ON datesheet_papers (tenant_id, exam_id, subject_id);
CREATE INDEX datesheet_papers_day_idx ON datesheet_papers (tenant_id, paper_date);

ALTER TABLE exams ADD COLUMN datesheet_published_at timestamptz;
ALTER TABLE exams ADD COLUMN datesheet_published_by integer REFERENCES users (id);

GRANT SELECT, INSERT, UPDATE, DELETE ON datesheet_papers TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE datesheet_papers_id_seq TO watni_app;

ALTER TABLE datesheet_papers ENABLE ROW LEVEL SECURITY;
ALTER TABLE datesheet_papers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON datesheet_papers
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
