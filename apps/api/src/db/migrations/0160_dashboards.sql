-- Dashboards per role and the To-grade queue.

-- "Welcome back" only for someone who has signed in before: the sign-in moves last_login_at
-- here before stamping the new one, so a first sign-in leaves it null. Accounts that signed in
-- before this migration count as returning.
ALTER TABLE users ADD COLUMN previous_login_at timestamptz;
UPDATE users SET previous_login_at = last_login_at WHERE last_login_at IS NOT NULL;

-- The To-grade queue (oldest first) and its count: only the pending rows, led by tenant_id.
CREATE INDEX submissions_grading_queue_idx ON submissions (tenant_id, submitted_at, id)
  WHERE grading_pending;

-- A student's recent results, newest first.
CREATE INDEX submissions_user_recent_idx ON submissions (tenant_id, user_id, submitted_at DESC, id DESC);

-- Pending enrolments of a course (teacher dashboards count per course).
CREATE INDEX enrollments_course_status_idx ON enrollments (tenant_id, course_id, payment_status);
