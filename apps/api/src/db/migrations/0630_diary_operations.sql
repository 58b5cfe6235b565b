-- 0630 diary posts queued offline: a teacher's device sends each post or edit with a client
-- operation id, and sends it again until an answer arrives. The ids already handled are kept here
-- so that a replay (a retried request after a lost answer, a second tab) applies nothing twice:
-- it answers the post as it is instead of posting it again or writing the edit a second time.
-- No foreign key to the post: a post deleted later keeps its operations, so a late replay of its
-- creation cannot bring it back.

CREATE TABLE diary_operations (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  op_id uuid NOT NULL,
  kind varchar(6) NOT NULL CHECK (kind IN ('create', 'edit')),
  post_id integer,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, op_id)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON diary_operations TO watni_app;

ALTER TABLE diary_operations ENABLE ROW LEVEL SECURITY;
ALTER TABLE diary_operations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON diary_operations
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
