-- 0400 secrets outside the database (docs/security.md "Secrets"). The JWT signing secret now
-- comes from JWT_SECRET / JWT_SECRET_FILE (or a development file in DATA_DIR), never from here:
-- the stored one is deleted (access tokens it signed expire within 15 minutes; signed-in users
-- refresh). The pre-v1 sealing secrets stay until src/db/reseal.ts has re-sealed every credential
-- with SEALING_KEYS at start; it then deletes them, which needs the DELETE grant below.
DELETE FROM app_secrets WHERE name = 'jwt_secret';
GRANT DELETE ON app_secrets TO watni_platform;
