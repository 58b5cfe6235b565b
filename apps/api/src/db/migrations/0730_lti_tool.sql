-- 0730 LTI 1.3 Tool (docs/lti.md): the platforms (Moodle, Canvas ...) a school registers, the
-- tool's own signing key per registration, the single-use state/nonce of each OIDC login
-- initiation, the platform user (sub per registration) linked to a Watni account, the one-time
-- sign-in code a launch hands to the browser, and the AGS line item a launched quiz reports to.
--
-- Login initiation and launch arrive before any school is known: they carry the registration's
-- public_id in their URL (one indexed row, platform scope), then everything else is read in
-- that school's own scope. The tool's private key is sealed (db/sealed.ts, SEALING_KEYS) like
-- the providers' credentials; the state and the sign-in code are kept only as SHA-256 hashes.

CREATE TABLE lti_platforms (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  -- The key in the tool's URLs (/api/lti/{public_id}/login ...): random, unique across schools.
  public_id varchar(24) NOT NULL CHECK (public_id ~ '^[A-Za-z0-9_-]{16,24}$'),
  name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
  issuer varchar(500) NOT NULL,
  client_id varchar(255) NOT NULL,
  deployment_ids text[] NOT NULL CHECK (cardinality(deployment_ids) BETWEEN 1 AND 20),
  auth_login_url varchar(2000) NOT NULL,
  token_url varchar(2000) NOT NULL,
  jwks_url varchar(2000) NOT NULL,
  -- The tool's RS256 key for this registration: the public JWK is published at /jwks, the
  -- private JWK is sealed (label watni-lti).
  tool_kid varchar(40) NOT NULL,
  tool_public_jwk jsonb NOT NULL,
  tool_private_sealed text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX lti_platforms_public_id_key ON lti_platforms (public_id);
CREATE UNIQUE INDEX lti_platforms_issuer_client_key ON lti_platforms (tenant_id, issuer, client_id);

CREATE TABLE lti_states (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  platform_id integer NOT NULL,
  state_hash char(64) NOT NULL CHECK (state_hash ~ '^[0-9a-f]{64}$'),
  nonce varchar(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, state_hash),
  FOREIGN KEY (tenant_id, platform_id) REFERENCES lti_platforms (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX lti_states_expires_idx ON lti_states (tenant_id, expires_at);

CREATE TABLE lti_accounts (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  platform_id integer NOT NULL,
  -- LTI Core: sub is stable and unique per issuer; the registration names the issuer.
  subject varchar(255) NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_launch_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, platform_id, subject),
  FOREIGN KEY (tenant_id, platform_id) REFERENCES lti_platforms (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX lti_accounts_user_idx ON lti_accounts (tenant_id, user_id);

CREATE TABLE lti_sign_ins (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  code_hash char(64) NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target varchar(200) NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, code_hash)
);
CREATE UNIQUE INDEX lti_sign_ins_code_hash_key ON lti_sign_ins (code_hash);

-- A deep-linking request (Deep Linking 2.0) waiting for the teacher's pick: where to post the
-- answer and the platform's opaque data, behind a one-time code (hash only), ten minutes.
CREATE TABLE lti_deep_links (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  code_hash char(64) NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  platform_id integer NOT NULL,
  deployment_id varchar(255) NOT NULL,
  return_url varchar(2000) NOT NULL,
  data varchar(2000),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, code_hash),
  FOREIGN KEY (tenant_id, platform_id) REFERENCES lti_platforms (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX lti_deep_links_code_hash_key ON lti_deep_links (code_hash);

CREATE TABLE lti_grade_links (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  platform_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  assessment_id integer NOT NULL,
  subject varchar(255) NOT NULL,
  lineitem varchar(2000) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, platform_id, user_id, assessment_id),
  FOREIGN KEY (tenant_id, platform_id) REFERENCES lti_platforms (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, assessment_id) REFERENCES assessments (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX lti_grade_links_attempt_idx ON lti_grade_links (tenant_id, user_id, assessment_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON lti_platforms TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE lti_platforms_id_seq TO watni_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON lti_states TO watni_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON lti_accounts TO watni_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON lti_sign_ins TO watni_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON lti_grade_links TO watni_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON lti_deep_links TO watni_app;

ALTER TABLE lti_platforms ENABLE ROW LEVEL SECURITY;
ALTER TABLE lti_platforms FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON lti_platforms
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

ALTER TABLE lti_states ENABLE ROW LEVEL SECURITY;
ALTER TABLE lti_states FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON lti_states
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

ALTER TABLE lti_accounts ENABLE ROW LEVEL SECURITY;
ALTER TABLE lti_accounts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON lti_accounts
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

ALTER TABLE lti_sign_ins ENABLE ROW LEVEL SECURITY;
ALTER TABLE lti_sign_ins FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON lti_sign_ins
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

ALTER TABLE lti_grade_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE lti_grade_links FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON lti_grade_links
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

ALTER TABLE lti_deep_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE lti_deep_links FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON lti_deep_links
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
