-- Bulk printing: one job renders a section's, a class's or the school's report cards (of an
-- exam) or vouchers (of a month) in the job queue; the file (one PDF, or a ZIP of one PDF per
-- section when large) is kept until expires_at, then removed.
CREATE TABLE print_jobs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  kind varchar(12) NOT NULL CHECK (kind IN ('report_cards', 'vouchers')),
  scope varchar(7) NOT NULL CHECK (scope IN ('section', 'class', 'school')),
  exam_id integer,
  month varchar(7),
  class_id integer,
  section_id integer,
  language varchar(2) NOT NULL CHECK (language IN ('en', 'ur')),
  -- The request in words (kind, scope, what, language): an identical pending request is this job.
  request_key varchar(120) NOT NULL,
  status varchar(7) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  error varchar(500),
  file bytea,
  file_type varchar(3) CHECK (file_type IN ('pdf', 'zip')),
  file_name varchar(150),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Raised with each page's progress: a running job not heard of for long is no longer running.
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  expires_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  CHECK ((kind = 'report_cards') = (exam_id IS NOT NULL)),
  CHECK ((kind = 'vouchers') = (month IS NOT NULL)),
  FOREIGN KEY (tenant_id, exam_id) REFERENCES exams (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, section_id) REFERENCES sections (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX print_jobs_recent_idx ON print_jobs (tenant_id, id DESC);
-- One pending job per identical request (the second request answers the first job).
CREATE UNIQUE INDEX print_jobs_pending_once ON print_jobs (tenant_id, request_key)
  WHERE status IN ('queued', 'running');

-- The school's logo, printed on its documents (PNG or JPEG, re-encoded on upload).
CREATE TABLE school_logos (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id),
  content_type varchar(10) NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  image bytea NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

GRANT SELECT, INSERT, UPDATE, DELETE ON print_jobs, school_logos TO watni_app;
GRANT USAGE, SELECT ON print_jobs_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['print_jobs', 'school_logos']
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
