-- 0110 security hardening, second round (docs/security.md "Second round").

-- Item 4: access tokens carry the user's token version (claim `ver`); logout and password reset
-- bump it, so every access token issued before is refused at once.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- Item 6: the absolute end of a session (a refresh-token family), fixed at sign-in and copied
-- to every rotated token: rotation never extends it.
ALTER TABLE refresh_tokens ADD COLUMN session_expires_at timestamptz;
UPDATE refresh_tokens SET session_expires_at = expires_at;
ALTER TABLE refresh_tokens ALTER COLUMN session_expires_at SET NOT NULL;

-- Item 8: platform work runs as its own role. Row-level security used to open every tenant to
-- `app.platform = on`, a setting any SQL running as watni_app could set for itself. Policies
-- now test the role the statement runs as, which watni_app is no member of and cannot become
-- (SET ROLE is decided by the login, not by the current role: see docs/security.md).
DO $$
BEGIN
  CREATE ROLE watni_platform NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
DO $$
BEGIN
  EXECUTE format('GRANT watni_platform TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL;
END
$$;
-- The platform role holds the request role's table privileges (and whatever later migrations
-- grant to watni_app), plus what is platform-only below.
GRANT watni_app TO watni_platform;

-- The JWT signing secret (and any other stored secret): the platform role only.
REVOKE ALL ON app_secrets FROM watni_app;
GRANT SELECT, INSERT ON app_secrets TO watni_platform;

-- Item 7: the audit log is append-only for the application: no UPDATE or DELETE grant, and a
-- trigger refusing both for every role (the owner and superusers too).
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM watni_app;
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = '42501';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Rewrites every policy that opens rows to `current_setting('app.platform', true) = 'on'` so
-- it opens them to the platform role instead. Idempotent; src/db/migrate.ts runs it after every
-- migration, so a policy a later migration writes the old way is sealed too.
CREATE FUNCTION watni_seal_platform_policies() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  policy record;
  pattern constant text :=
    'current_setting\(''app\.platform''(::text)?, true\) = ''on''(::text)?';
  replacement constant text := '(CURRENT_USER = ''watni_platform''::name)';
  sealed integer := 0;
  clause text;
BEGIN
  FOR policy IN
    SELECT schemaname, tablename, policyname, cmd, qual, with_check
    FROM pg_policies
    WHERE schemaname = 'public'
      AND (qual ~ pattern OR coalesce(with_check, '') ~ pattern)
  LOOP
    clause := '';
    IF policy.qual IS NOT NULL AND policy.cmd <> 'INSERT' THEN
      clause := clause || format(' USING (%s)', regexp_replace(policy.qual, pattern, replacement, 'g'));
    END IF;
    IF policy.with_check IS NOT NULL AND policy.cmd NOT IN ('SELECT', 'DELETE') THEN
      clause := clause || format(' WITH CHECK (%s)',
        regexp_replace(policy.with_check, pattern, replacement, 'g'));
    END IF;
    EXECUTE format('ALTER POLICY %I ON %I.%I', policy.policyname, policy.schemaname,
      policy.tablename) || clause;
    sealed := sealed + 1;
  END LOOP;
  RETURN sealed;
END
$$;
SELECT watni_seal_platform_policies();

-- Item 9: refused user creations per admin in the last hour (POST /users/ probing addresses).
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, action, created_at);
