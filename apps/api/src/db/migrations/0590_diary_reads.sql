-- 0590 diary read receipts: who opened a diary post, for which child, and when first. A student
-- reading their own diary counts for themselves; a guardian counts for each of their children in
-- the post's section. Written when the reader opens the day (idempotent: the first read is kept),
-- read by the section's teachers as "Read by N of M families".

CREATE TABLE diary_reads (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  post_id integer NOT NULL,
  student_id integer NOT NULL,
  reader_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reader_kind varchar(10) NOT NULL CHECK (reader_kind IN ('student', 'guardian')),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, post_id, student_id, reader_id),
  FOREIGN KEY (tenant_id, post_id) REFERENCES diary_posts (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE
);

GRANT SELECT, INSERT, UPDATE, DELETE ON diary_reads TO watni_app;

ALTER TABLE diary_reads ENABLE ROW LEVEL SECURITY;
ALTER TABLE diary_reads FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON diary_reads
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
