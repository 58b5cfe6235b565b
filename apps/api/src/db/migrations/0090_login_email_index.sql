-- 0090 sign-in lookup by email that row-level security lets use an index.
-- Under RLS, a query's own conditions may only become index conditions when their functions are
-- leakproof: `lower(email) = $1` is not (lower() is not leakproof), so the sign-in lookup through
-- users_email_key (lower(email)) became a scan of every user (EXPLAIN: ~117 ms at 100,000 users).
-- Emails are stored lowercase by the service (users, auth and admin services); this makes it
-- hold for every row and adds a plain index, so `email = lower($1)` (text equality, leakproof) is
-- an index lookup. users_email_key still enforces case-insensitive uniqueness.
UPDATE users SET email = lower(email) WHERE email <> lower(email);
CREATE INDEX users_email_idx ON users (email);
-- And the database holds every writer to it, so the plain-equality lookup can never miss a row.
ALTER TABLE users ADD CONSTRAINT users_email_lowercase CHECK (email = lower(email));
