-- Results go to the head for approval before they are published: whoever enters or completes the
-- marks submits them, the head (results.approve) publishes them or sends them back with a reason.
-- The state is read from the columns: published_at set = published; submitted_at set = awaiting
-- approval; returned_reason set (and not submitted) = sent back; otherwise a draft. The approver
-- is compared with submitted_by, so no one approves the results they submitted themselves.
ALTER TABLE exams ADD COLUMN submitted_at timestamptz;
ALTER TABLE exams ADD COLUMN submitted_by integer REFERENCES users (id);
ALTER TABLE exams ADD COLUMN returned_at timestamptz;
ALTER TABLE exams ADD COLUMN returned_by integer REFERENCES users (id);
ALTER TABLE exams ADD COLUMN returned_reason text CHECK (char_length(returned_reason) <= 500);
