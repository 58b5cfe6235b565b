-- 0570 calendar feeds: one private iCalendar address per user. Only the SHA-256 hash
-- of the token is kept (the token itself is shown once); resetting replaces the row, so the old
-- address stops answering at once. The feed is looked up by its hash before any tenant is known
-- (platform scope, one indexed row), then read in the user's own tenant scope.

CREATE TABLE calendar_feeds (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
CREATE UNIQUE INDEX calendar_feeds_token_hash_key ON calendar_feeds (token_hash);

GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_feeds TO watni_app;

ALTER TABLE calendar_feeds ENABLE ROW LEVEL SECURITY;
ALTER TABLE calendar_feeds FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON calendar_feeds
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
