-- OneRoster imports run by the job queue: the request checks the package and stores it here; the
-- job imports it and keeps the counts. The package's SHA-256 lets the same package sent again
-- while its run is pending answer that run; the bytes are dropped once the run ends.
CREATE TABLE oneroster_import_runs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  file_name varchar(200) NOT NULL,
  content_sha256 char(64) NOT NULL,
  content bytea,
  status varchar(7) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  result jsonb,
  error varchar(500),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX oneroster_import_runs_pending_idx
  ON oneroster_import_runs (tenant_id, content_sha256) WHERE status IN ('queued', 'running');

GRANT SELECT, INSERT, UPDATE, DELETE ON oneroster_import_runs TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE oneroster_import_runs_id_seq TO watni_app;

ALTER TABLE oneroster_import_runs ENABLE ROW LEVEL SECURITY;
ALTER TABLE oneroster_import_runs FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON oneroster_import_runs
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
