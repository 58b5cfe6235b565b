-- Offline capture that merges: a register is changed per student, each change saying which
-- version of the student's mark it was based on. A mark changed meanwhile by someone else
-- (a newer version) is kept and reported as a conflict instead of being overwritten.
ALTER TABLE attendance_entries
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by integer REFERENCES users (id),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The client operation ids of queued per-student changes already handled: a replay of the same
-- queue (a retried request, a second tab) applies nothing twice. The outcome is kept so that the
-- replay answers as the first time did.
CREATE TABLE attendance_operations (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  op_id uuid NOT NULL,
  section_id integer NOT NULL,
  day date NOT NULL,
  student_id integer NOT NULL,
  outcome varchar(9) NOT NULL CHECK (outcome IN ('applied', 'conflict', 'unchanged')),
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, op_id),
  FOREIGN KEY (tenant_id, section_id, day)
    REFERENCES attendance_registers (tenant_id, section_id, day) ON DELETE CASCADE
);

GRANT SELECT, INSERT, UPDATE, DELETE ON attendance_operations TO watni_app;

ALTER TABLE attendance_operations ENABLE ROW LEVEL SECURITY;
ALTER TABLE attendance_operations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON attendance_operations
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
