-- Offline marks capture that merges (issue 36): a teacher's device queues typed cells per student,
-- each with the version of the student's mark it was typed on and a client operation id. A mark
-- changed meanwhile by someone else (a newer version) is kept and reported as a conflict instead
-- of being overwritten.
--
-- The version is the microsecond clock of the last write, not a counter: clearing a cell deletes
-- its row, so a counter restarting at 1 when the mark is typed again could equal a version a
-- device saw before the clear and let that device's stale change through. A clock value of a later
-- write is always larger. Existing rows take the migration's clock.
ALTER TABLE exam_marks
  ADD COLUMN version bigint NOT NULL
    DEFAULT (floor(extract(epoch FROM clock_timestamp()) * 1000000))::bigint
    CHECK (version >= 1);

-- The client operation ids of queued marks already handled: a replay of the same queue (a retried
-- request after a lost answer, a second tab) applies nothing twice. The outcome is kept so that a
-- replay answers as the first time did (a conflict stays a conflict).
CREATE TABLE exam_mark_operations (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  op_id uuid NOT NULL,
  exam_subject_id integer NOT NULL,
  student_id integer NOT NULL,
  outcome varchar(9) NOT NULL CHECK (outcome IN ('applied', 'conflict', 'unchanged')),
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, op_id),
  FOREIGN KEY (tenant_id, exam_subject_id)
    REFERENCES exam_subjects (tenant_id, id) ON DELETE CASCADE
);

GRANT SELECT, INSERT, UPDATE, DELETE ON exam_mark_operations TO watni_app;

ALTER TABLE exam_mark_operations ENABLE ROW LEVEL SECURITY;
ALTER TABLE exam_mark_operations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON exam_mark_operations
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
