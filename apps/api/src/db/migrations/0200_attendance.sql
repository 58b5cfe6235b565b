-- 0200 attendance: the school's weekly off days and holidays, one register per section
-- and date with one entry per student, staff attendance per day, and the absence alerts sent to
-- guardians (one per student and day). Dates are Pakistan dates (Asia/Karachi), stored as `date`.

CREATE TABLE attendance_settings (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  -- Weekdays the school is closed, 0 = Sunday … 6 = Saturday (JavaScript's getDay()).
  weekly_off_days integer[] NOT NULL DEFAULT '{0}'
    CHECK (weekly_off_days <@ '{0,1,2,3,4,5,6}'::integer[]),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id)
);

CREATE TABLE school_holidays (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  day date NOT NULL,
  name varchar(100) NOT NULL,
  PRIMARY KEY (tenant_id, day)
);

CREATE TABLE attendance_registers (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  section_id integer NOT NULL,
  day date NOT NULL,
  academic_year_id integer NOT NULL,
  marked_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, section_id, day),
  FOREIGN KEY (tenant_id, section_id) REFERENCES sections (tenant_id, id),
  FOREIGN KEY (tenant_id, academic_year_id) REFERENCES academic_years (tenant_id, id)
);
-- "Today: sections marked" for the whole school.
CREATE INDEX attendance_registers_day_idx ON attendance_registers (tenant_id, day);

CREATE TABLE attendance_entries (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  section_id integer NOT NULL,
  day date NOT NULL,
  student_id integer NOT NULL,
  status varchar(7) NOT NULL CHECK (status IN ('present', 'absent', 'late', 'leave')),
  note varchar(200),
  PRIMARY KEY (tenant_id, section_id, day, student_id),
  FOREIGN KEY (tenant_id, section_id, day)
    REFERENCES attendance_registers (tenant_id, section_id, day) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE
);
-- A student's month (profile, parent, student dashboard).
CREATE INDEX attendance_entries_student_idx ON attendance_entries (tenant_id, student_id, day);

CREATE TABLE staff_attendance (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  day date NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  status varchar(7) NOT NULL CHECK (status IN ('present', 'absent', 'leave')),
  note varchar(200),
  marked_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, day, user_id)
);
CREATE INDEX staff_attendance_user_idx ON staff_attendance (tenant_id, user_id, day);

-- One absence alert per student and day: the idempotency record of the guardians' notification.
-- `withdrawn` when the student was set back to present (or late / leave) the same day.
CREATE TABLE attendance_alerts (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  day date NOT NULL,
  section_id integer NOT NULL,
  state varchar(9) NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'withdrawn')),
  note varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, student_id, day),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX attendance_alerts_day_idx ON attendance_alerts (tenant_id, day);

GRANT SELECT, INSERT, UPDATE, DELETE ON
  attendance_settings, school_holidays, attendance_registers, attendance_entries,
  staff_attendance, attendance_alerts
  TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['attendance_settings', 'school_holidays', 'attendance_registers',
    'attendance_entries', 'staff_attendance', 'attendance_alerts']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (CURRENT_USER = 'watni_platform'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
      WITH CHECK (CURRENT_USER = 'watni_platform'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)$p$, t);
  END LOOP;
END $$;
