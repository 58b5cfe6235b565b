-- Student imports run by the job queue: the request checks the file and stores it here with the
-- columns chosen and the mode; the job imports it and keeps the result (counts, problems and the
-- rejected rows' CSV). The key (SHA-256 over the file, mode and columns) lets the same import sent
-- again while its run is pending answer that run; the file's bytes are dropped once the run ends.
CREATE TABLE student_import_runs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  file_name varchar(200) NOT NULL,
  request_sha256 char(64) NOT NULL,
  content bytea,
  mode varchar(10) NOT NULL CHECK (mode IN ('all', 'valid_only')),
  mapping jsonb,
  status varchar(7) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  result jsonb,
  error varchar(500),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX student_import_runs_pending_idx
  ON student_import_runs (tenant_id, request_sha256) WHERE status IN ('queued', 'running');

GRANT SELECT, INSERT, UPDATE, DELETE ON student_import_runs TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE student_import_runs_id_seq TO watni_app;

ALTER TABLE student_import_runs ENABLE ROW LEVEL SECURITY;
ALTER TABLE student_import_runs FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON student_import_runs
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
