-- 0270 timetable: the bell schedule (periods per weekday, some of them breaks; Friday
-- may be shorter) and the entries section × weekday × period → subject, teacher, room.
-- A clash is impossible even under concurrent writes: one entry per section, per teacher and per
-- room in a period (unique), and no entry in a break (the entry's `is_break` is always false and
-- must match its period's).

CREATE TABLE timetable_periods (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  -- 0 = Sunday … 6 = Saturday (JavaScript's getDay(), as attendance_settings).
  weekday integer NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  -- 1, 2, 3 … in the order of the day; breaks are numbered too.
  number integer NOT NULL CHECK (number BETWEEN 1 AND 20),
  starts_at time NOT NULL,
  ends_at time NOT NULL,
  is_break boolean NOT NULL DEFAULT false,
  label varchar(50),
  CHECK (starts_at < ends_at),
  PRIMARY KEY (tenant_id, weekday, number),
  CONSTRAINT timetable_periods_break_key UNIQUE (tenant_id, weekday, number, is_break)
);

CREATE TABLE timetable_entries (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  section_id integer NOT NULL,
  weekday integer NOT NULL,
  period integer NOT NULL,
  -- Always false: with the foreign key below, a break period cannot hold an entry.
  is_break boolean NOT NULL DEFAULT false CHECK (NOT is_break),
  subject_id integer NOT NULL,
  teacher_id integer NOT NULL REFERENCES users (id),
  room varchar(50),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT timetable_entries_period_fkey FOREIGN KEY (tenant_id, weekday, period, is_break)
    REFERENCES timetable_periods (tenant_id, weekday, number, is_break),
  FOREIGN KEY (tenant_id, section_id) REFERENCES sections (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, subject_id) REFERENCES subjects (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT timetable_entries_section_key UNIQUE (tenant_id, section_id, weekday, period),
  CONSTRAINT timetable_entries_teacher_key UNIQUE (tenant_id, teacher_id, weekday, period)
);
-- A room in one place per period (rooms are names, compared without case; no room: no rule).
CREATE UNIQUE INDEX timetable_entries_room_key
  ON timetable_entries (tenant_id, weekday, period, lower(room)) WHERE room IS NOT NULL;

GRANT SELECT, INSERT, UPDATE, DELETE ON timetable_periods, timetable_entries TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE timetable_entries_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['timetable_periods', 'timetable_entries']
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
