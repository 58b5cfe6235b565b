-- 0331 sibling concessions by rule: percent off a family's second child and third-and-later
-- children (the same primary guardian), applied by the voucher runs as an all-heads concession
-- when the child has none of their own. 0 turns a rule off.
ALTER TABLE fee_settings
  ADD COLUMN sibling_second_percent integer NOT NULL DEFAULT 0
    CHECK (sibling_second_percent BETWEEN 0 AND 100),
  ADD COLUMN sibling_third_percent integer NOT NULL DEFAULT 0
    CHECK (sibling_third_percent BETWEEN 0 AND 100);
