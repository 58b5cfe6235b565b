-- 0560 student photos and ID cards. A student's photo, uploaded by the office: a PNG
-- or JPEG checked by its first bytes and re-encoded (documents/logo-image.ts) before it is
-- stored, one per student. Each student's ID card carries a verification code (one per student,
-- made the first time the section's cards are printed) that the public page confirms with the
-- student's name, school, class and whether the student is still at the school.

CREATE TABLE student_photos (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  content_type varchar(20) NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  image bytea NOT NULL,
  width integer NOT NULL CHECK (width BETWEEN 1 AND 4000),
  height integer NOT NULL CHECK (height BETWEEN 1 AND 4000),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, student_id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE student_id_cards (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  code varchar(32) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, student_id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX student_id_cards_code_key ON student_id_cards (code);

GRANT SELECT, INSERT, UPDATE, DELETE ON student_photos TO watni_app;
GRANT SELECT, INSERT ON student_id_cards TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['student_photos', 'student_id_cards']
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
