-- Each user's language, in which the service writes their e-mails (password reset,
-- e-mail change notice, enrolment decisions, organisation approval). Set from the language the
-- person signs in or registers in; guardians already have theirs (0130).
ALTER TABLE users
  ADD COLUMN preferred_language varchar(2) NOT NULL DEFAULT 'en'
  CHECK (preferred_language IN ('en', 'ur'));
