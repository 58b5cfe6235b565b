-- "Language for e-mails and messages" in the profile. users.preferred_language
-- (0180) follows the language a person registers and signs in with until they choose it in their
-- profile (or an administrator sets it for them); from then on signing in no longer changes it.
ALTER TABLE users
  ADD COLUMN preferred_language_chosen boolean NOT NULL DEFAULT false;
