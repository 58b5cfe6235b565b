-- Question bank imports run by the job queue: the request checks the file and stores it here with
-- the course, the format and the tags for every question; the job imports it and keeps the counts.
-- The key (SHA-256 over the file, the format and the tags) lets the same import sent again for the
-- course while its run is pending answer that run; the file's bytes are dropped once the run ends.
-- `file_name` says what was sent: `questions.txt` (the text) or `package.zip` (a QTI 3.0 package).
CREATE TABLE bank_import_runs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  course_id integer NOT NULL,
  file_name varchar(200) NOT NULL,
  request_sha256 char(64) NOT NULL,
  content bytea,
  format varchar(5) NOT NULL CHECK (format IN ('gift', 'aiken', 'qti', 'qti3')),
  tags jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tags) = 'array'),
  status varchar(7) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  result jsonb,
  error varchar(500),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX bank_import_runs_pending_idx
  ON bank_import_runs (tenant_id, request_sha256) WHERE status IN ('queued', 'running');

GRANT SELECT, INSERT, UPDATE, DELETE ON bank_import_runs TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE bank_import_runs_id_seq TO watni_app;

ALTER TABLE bank_import_runs ENABLE ROW LEVEL SECURITY;
ALTER TABLE bank_import_runs FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON bank_import_runs
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
