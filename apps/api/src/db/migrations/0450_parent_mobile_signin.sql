-- 0450 parents who sign in by mobile number (most guardians have a mobile and no e-mail).
-- A user may now have no e-mail address when they have a mobile number as their sign-in name;
-- every user keeps at least one of the two. The mobile is stored in E.164 (+923001234567), one
-- account per number. A password reset by SMS stores only the hash of a short one-time code,
-- which allows a few wrong tries (`attempts`) before it stops working.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
ALTER TABLE users ADD COLUMN mobile varchar(13);
ALTER TABLE users ADD CONSTRAINT users_mobile_e164 CHECK (mobile IS NULL OR mobile ~ '^\+923[0-9]{9}$');
ALTER TABLE users ADD CONSTRAINT users_sign_in_name CHECK (email IS NOT NULL OR mobile IS NOT NULL);
CREATE UNIQUE INDEX users_mobile_key ON users (mobile);

ALTER TABLE password_reset_tokens ADD COLUMN attempts integer NOT NULL DEFAULT 0;
