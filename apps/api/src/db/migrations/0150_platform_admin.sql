-- 0150 platform administration and who may join.
--
-- Suspension: `tenants.is_active` stays THE flag the sign-in, the refresh and the bearer check
-- read (the bearer check's one prepared statement already joins it); a suspension records when,
-- why and by whom beside it.
ALTER TABLE tenants ADD COLUMN suspended_at timestamptz;
ALTER TABLE tenants ADD COLUMN suspension_reason varchar(500);
ALTER TABLE tenants ADD COLUMN suspended_by integer REFERENCES users (id) ON DELETE SET NULL;
-- The platform's own tenant is never suspended (the service says so first; this holds it).
ALTER TABLE tenants ADD CONSTRAINT tenants_platform_active_check CHECK (id <> 1 OR is_active);

-- Who may join a school by self-registration: open (the spec's default), approval (the account
-- waits inactive for a tenant admin) or join_code (the register form asks for the school's code,
-- kept here so its admin can read it out; compared in constant time, case-insensitively).
ALTER TABLE tenant_settings ADD COLUMN registration_mode varchar(10) NOT NULL DEFAULT 'open'
  CHECK (registration_mode IN ('open', 'approval', 'join_code'));
ALTER TABLE tenant_settings ADD COLUMN join_code varchar(16)
  CHECK (join_code IS NULL OR join_code ~ '^[A-Z2-9]{6,16}$');

-- A self-registration's decision: NULL for an ordinary account, 'pending' while it waits for the
-- school's approval (is_active false), 'declined' once a tenant admin rejected it or a superuser
-- declined a new-organisation request (is_active false). Decisions are e-mailed in the
-- applicant's `preferred_language` (0180).
ALTER TABLE users ADD COLUMN join_status varchar(10)
  CHECK (join_status IN ('pending', 'declined'));
ALTER TABLE users ADD CONSTRAINT users_join_status_inactive_check
  CHECK (join_status IS NULL OR NOT is_active);

-- The tenant admin's "Awaiting approval" list: led by tenant_id, only the waiting rows.
CREATE INDEX users_awaiting_approval_idx ON users (tenant_id, created_at, id)
  WHERE join_status = 'pending';
-- The superuser's organisation counts of users (tenant_id leads users_tenant_id_idx already).
