-- 0020 tenant settings: the teacher permissions of each tenant.
-- One row per tenant, created on save (or by tenant onboarding and the seed); a tenant without a
-- row has the defaults below, which the repository applies too (src/domains/settings).

CREATE TABLE tenant_settings (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  teachers_can_create_courses boolean NOT NULL DEFAULT true,
  teachers_can_delete_courses boolean NOT NULL DEFAULT false,
  teachers_can_manage_enrollments boolean NOT NULL DEFAULT true,
  -- Courses a teacher may create; 0 means unlimited.
  teacher_course_limit integer NOT NULL DEFAULT 10 CHECK (teacher_course_limit >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);

GRANT SELECT, INSERT, UPDATE, DELETE ON tenant_settings TO watni_app;

ALTER TABLE tenant_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON tenant_settings
  USING (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
