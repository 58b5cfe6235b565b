-- 0680 OneRoster REST clients: a school's OAuth 2 clients (client credentials grant) and the
-- short-lived bearer tokens issued to them. Only SHA-256 hashes of the client secret and of each
-- token are kept (both are 32 random bytes, shown once), as for calendar feeds (0570). A token
-- is looked up by its hash before any school is known (platform scope, one indexed row), then
-- the school's rows are read in that school's own scope. Revoking a client deletes its tokens,
-- so they stop answering at once.

CREATE TABLE oneroster_clients (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
  -- The public half of the credentials (the RFC 6749 client_id), unique across schools.
  client_id varchar(40) NOT NULL CHECK (client_id ~ '^[A-Za-z0-9_-]{16,40}$'),
  secret_hash char(64) NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX oneroster_clients_client_id_key ON oneroster_clients (client_id);

CREATE TABLE oneroster_tokens (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  client_id integer NOT NULL,
  token_hash char(64) NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, client_id) REFERENCES oneroster_clients (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX oneroster_tokens_token_hash_key ON oneroster_tokens (token_hash);
CREATE INDEX oneroster_tokens_client_idx ON oneroster_tokens (tenant_id, client_id, expires_at);

GRANT SELECT, INSERT, UPDATE, DELETE ON oneroster_clients TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE oneroster_clients_id_seq TO watni_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON oneroster_tokens TO watni_app;

ALTER TABLE oneroster_clients ENABLE ROW LEVEL SECURITY;
ALTER TABLE oneroster_clients FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON oneroster_clients
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

ALTER TABLE oneroster_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE oneroster_tokens FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON oneroster_tokens
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
