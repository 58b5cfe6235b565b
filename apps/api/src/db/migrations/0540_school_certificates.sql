-- 0540 school certificates: the school leaving certificate and the character
-- certificate the office issues for a student. Each has a running number per school, kind and
-- year (SLC-2026-0001, CC-2026-0001; the counter row is locked by its upsert, so two issues at
-- the same time never share a number), a verification code the public page confirms, and what
-- it showed when issued (names copied, so a later edit of the record does not change a paper
-- certificate). At most one VALID certificate of a kind per student (partial unique index);
-- revoking keeps the row, so the public page can say it was revoked.

CREATE TABLE school_certificate_counters (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  kind varchar(10) NOT NULL CHECK (kind IN ('leaving', 'character')),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2999),
  last_number integer NOT NULL CHECK (last_number BETWEEN 1 AND 9999999),
  PRIMARY KEY (tenant_id, kind, year)
);

CREATE TABLE school_certificates (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  kind varchar(10) NOT NULL CHECK (kind IN ('leaving', 'character')),
  number varchar(30) NOT NULL,
  code varchar(32) NOT NULL,
  student_name varchar(210) NOT NULL,
  admission_no varchar(30) NOT NULL,
  guardian_name varchar(200),
  class_name varchar(120),
  school_name varchar(200) NOT NULL,
  issued_on date NOT NULL,
  leaving_date date,
  reason varchar(500),
  remarks varchar(1000),
  status varchar(10) NOT NULL DEFAULT 'valid' CHECK (status IN ('valid', 'revoked')),
  revoked_at timestamptz,
  revoked_by integer REFERENCES users (id) ON DELETE SET NULL,
  revoke_reason varchar(500),
  issued_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE,
  CHECK (kind <> 'leaving' OR (leaving_date IS NOT NULL AND reason IS NOT NULL)),
  CHECK ((status = 'revoked') = (revoked_at IS NOT NULL))
);
CREATE UNIQUE INDEX school_certificates_code_key ON school_certificates (code);
CREATE UNIQUE INDEX school_certificates_number_key ON school_certificates (tenant_id, number);
CREATE UNIQUE INDEX school_certificates_valid_key ON school_certificates (tenant_id, student_id, kind)
  WHERE status = 'valid';
CREATE INDEX school_certificates_student_idx ON school_certificates (tenant_id, student_id);

GRANT SELECT, INSERT, UPDATE ON school_certificates, school_certificate_counters TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE school_certificates_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['school_certificates', 'school_certificate_counters']
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
