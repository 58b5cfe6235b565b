-- 0500 diary and homework: what a section's teacher sets for a day, per subject, with an optional
-- due date and one small attachment (PDF, PNG or JPEG, checked by its first bytes in the service;
-- the size is bounded here too, so no path can store more than the service allows).

CREATE TABLE diary_posts (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  section_id integer NOT NULL,
  subject_id integer NOT NULL,
  author_id integer NOT NULL REFERENCES users (id),
  -- The school day the post is for (Pakistan's calendar day); students and parents read by day.
  day date NOT NULL,
  body varchar(4000) NOT NULL CHECK (length(btrim(body)) > 0),
  due_date date,
  attachment bytea,
  attachment_name varchar(120),
  attachment_type varchar(30) CHECK (attachment_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, section_id) REFERENCES sections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, subject_id) REFERENCES subjects (tenant_id, id) ON DELETE CASCADE,
  CHECK (due_date IS NULL OR due_date >= day),
  -- The file, its name and its type come and go together.
  CHECK ((attachment IS NULL) = (attachment_name IS NULL)
         AND (attachment IS NULL) = (attachment_type IS NULL)),
  CHECK (attachment IS NULL OR octet_length(attachment) <= 2097152)
);
CREATE INDEX diary_posts_section_day_idx ON diary_posts (tenant_id, section_id, day);
CREATE INDEX diary_posts_day_idx ON diary_posts (tenant_id, day);

GRANT SELECT, INSERT, UPDATE, DELETE ON diary_posts TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE diary_posts_id_seq TO watni_app;

ALTER TABLE diary_posts ENABLE ROW LEVEL SECURITY;
ALTER TABLE diary_posts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON diary_posts
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
