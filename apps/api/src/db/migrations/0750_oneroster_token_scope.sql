-- 0750 OneRoster tokens remember the scopes they were granted. The 1EdTech Rostering 1.2 OpenAPI
-- file guards the demographics reads with their own scope (roster-demographics.readonly; the
-- roster.readonly scope is "all of the read operations (excluding demographics)"), so a read must
-- know what its token was granted. Tokens issued before this migration were granted
-- roster.readonly (the token endpoint's default) or roster-core.readonly, never demographics;
-- they keep reading what they read.

ALTER TABLE oneroster_tokens
  ADD COLUMN scope varchar(400) NOT NULL
    DEFAULT 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly';
ALTER TABLE oneroster_tokens ALTER COLUMN scope DROP DEFAULT;
