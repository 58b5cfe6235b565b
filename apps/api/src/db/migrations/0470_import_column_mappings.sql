-- The columns a school's own import sheet has, as the school mapped them: a header (as a key,
-- without case, spaces or punctuation) and the field it holds, or NULL for a column the school
-- ignores. Pre-applied the next time a sheet with that header is checked.
CREATE TABLE import_column_mappings (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  header_key varchar(200) NOT NULL CHECK (header_key <> ''),
  field varchar(30),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, header_key)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON import_column_mappings TO watni_app;

ALTER TABLE import_column_mappings ENABLE ROW LEVEL SECURITY;
ALTER TABLE import_column_mappings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON import_column_mappings
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
