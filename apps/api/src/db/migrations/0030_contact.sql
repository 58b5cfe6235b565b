-- 0030 contact enquiries: what visitors send through the public contact form.
-- Platform data (no tenant): written and read only in the platform scope.

CREATE TABLE contact_enquiries (
  id bigserial PRIMARY KEY,
  name varchar(200) NOT NULL,
  email varchar(254) NOT NULL,
  phone varchar(30),
  organization varchar(200),
  subject varchar(200),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_enquiries_created_at_idx ON contact_enquiries (created_at DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON contact_enquiries TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE contact_enquiries_id_seq TO watni_app;

ALTER TABLE contact_enquiries ENABLE ROW LEVEL SECURITY;
ALTER TABLE contact_enquiries FORCE ROW LEVEL SECURITY;
CREATE POLICY platform_only ON contact_enquiries
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
