-- 0001 identity and tenancy: tenants, users, tokens, outbox, secrets, audit log.
-- Conventions every later migration follows (see docs/service.md):
--   * tenant-owned tables carry tenant_id as the leading column of their indexes and get the
--     tenant_isolation policy; platform-only tables get the platform_only policy;
--   * every table: ENABLE + FORCE ROW LEVEL SECURITY and explicit grants to watni_app;
--   * the application runs every request as role watni_app (see src/db/scope.ts).

-- The role requests run as. Roles are cluster-wide: another database (or a parallel test run)
-- may have created it already.
DO $$
BEGIN
  CREATE ROLE watni_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
-- The connecting user must be a member to `SET ROLE watni_app` (a superuser always may).
DO $$
BEGIN
  EXECUTE format('GRANT watni_app TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL;
END
$$;
GRANT USAGE ON SCHEMA public TO watni_app;

CREATE TABLE tenants (
  id serial PRIMARY KEY,
  name varchar(200) NOT NULL,
  slug varchar(220) NOT NULL,
  tenant_type varchar(20) NOT NULL DEFAULT 'school'
    CHECK (tenant_type IN ('school', 'academy', 'training_center')),
  city varchar(100),
  subscription_plan varchar(50),
  subscription_status varchar(20) NOT NULL DEFAULT 'trial'
    CHECK (subscription_status IN ('trial', 'active', 'none')),
  trial_ends_at timestamptz,
  current_period_end timestamptz,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tenants_slug_key ON tenants (slug);

-- The platform tenant: id 1 is structural (default tenant of superuser-created users).
INSERT INTO tenants (id, name, slug, tenant_type, subscription_status)
VALUES (1, 'Watni', 'watni', 'training_center', 'active');
SELECT setval(pg_get_serial_sequence('tenants', 'id'), (SELECT max(id) FROM tenants));

CREATE TABLE users (
  id serial PRIMARY KEY,
  -- NULL while a new-organisation request awaits approval (only platform scope sees those rows).
  tenant_id integer REFERENCES tenants (id),
  email varchar(254) NOT NULL,
  username varchar(150) NOT NULL,
  password_hash text NOT NULL,
  first_name varchar(100) NOT NULL,
  last_name varchar(100) NOT NULL,
  phone varchar(30),
  user_role varchar(20) NOT NULL DEFAULT 'student'
    CHECK (user_role IN ('student', 'teacher', 'admin')),
  is_active boolean NOT NULL DEFAULT true,
  is_tenant_admin boolean NOT NULL DEFAULT false,
  is_superuser boolean NOT NULL DEFAULT false,
  organization_name varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_tenant_id_idx ON users (tenant_id, id);

CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash char(64) NOT NULL,
  remember_me boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by bigint REFERENCES refresh_tokens (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX refresh_tokens_hash_key ON refresh_tokens (token_hash);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE password_reset_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX password_reset_tokens_hash_key ON password_reset_tokens (token_hash);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  recipient varchar(254) NOT NULL,
  subject varchar(300) NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status varchar(10) NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sent', 'logged', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
CREATE INDEX email_outbox_queued_idx ON email_outbox (id) WHERE status = 'queued';

CREATE TABLE app_secrets (
  name varchar(100) PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  tenant_id integer REFERENCES tenants (id),
  actor_id integer REFERENCES users (id),
  action varchar(50) NOT NULL,
  entity_type varchar(50) NOT NULL,
  entity_id integer,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_tenant_idx ON audit_log (tenant_id, created_at DESC);

-- Privileges: the request role reads and writes rows, never DDL.
GRANT SELECT, INSERT, UPDATE, DELETE ON
  tenants, users, refresh_tokens, password_reset_tokens, email_outbox, app_secrets, audit_log
  TO watni_app;
GRANT USAGE, SELECT ON
  tenants_id_seq, users_id_seq, refresh_tokens_id_seq, password_reset_tokens_id_seq,
  email_outbox_id_seq, audit_log_id_seq
  TO watni_app;

-- Row-level security: on for every table, for the owner too.
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
ALTER TABLE users FORCE ROW LEVEL SECURITY;
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE refresh_tokens FORCE ROW LEVEL SECURITY;
ALTER TABLE password_reset_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE password_reset_tokens FORCE ROW LEVEL SECURITY;
ALTER TABLE email_outbox ENABLE ROW LEVEL SECURITY;
ALTER TABLE email_outbox FORCE ROW LEVEL SECURITY;
ALTER TABLE app_secrets ENABLE ROW LEVEL SECURITY;
ALTER TABLE app_secrets FORCE ROW LEVEL SECURITY;

-- A tenant sees its own row; the platform scope sees all.
CREATE POLICY tenant_isolation ON tenants
  USING (current_setting('app.platform', true) = 'on'
         OR id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR id = nullif(current_setting('app.tenant_id', true), '')::int);

-- Tenant-owned tables.
CREATE POLICY tenant_isolation ON users
  USING (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
CREATE POLICY tenant_isolation ON audit_log
  USING (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

-- Platform tables: reachable from platform scope (login, refresh, reset, mail, boot).
-- Refresh tokens: platform scope, or the tokens of a user visible in the current scope (so a
-- tenant admin deactivating one of their users revokes that user's sessions in the same
-- transaction). The subquery on users is itself filtered by the users policy.
CREATE POLICY platform_or_visible_user ON refresh_tokens
  USING (current_setting('app.platform', true) = 'on'
         OR EXISTS (SELECT 1 FROM users u WHERE u.id = refresh_tokens.user_id))
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR EXISTS (SELECT 1 FROM users u WHERE u.id = refresh_tokens.user_id));
CREATE POLICY platform_only ON password_reset_tokens
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
CREATE POLICY platform_only ON email_outbox
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
-- Any scope may queue an email (enqueueEmail, without RETURNING); only the platform reads/sends.
CREATE POLICY enqueue_from_any_scope ON email_outbox FOR INSERT
  WITH CHECK (status = 'queued');
CREATE POLICY platform_only ON app_secrets
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
