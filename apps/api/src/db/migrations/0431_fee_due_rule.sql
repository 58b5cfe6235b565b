-- When a voucher falls due, as the school decides it: on a fixed day of the month, or a number of
-- days after it is issued. A voucher issued on or after the month's due day (a new pupil's, a late
-- run) is due that many days after issue, so no voucher is ever due on the day it is issued.
ALTER TABLE fee_settings ADD COLUMN due_rule text NOT NULL DEFAULT 'day_of_month'
  CHECK (due_rule IN ('day_of_month', 'days_after_issue'));
ALTER TABLE fee_settings ADD COLUMN due_after_days integer NOT NULL DEFAULT 10
  CHECK (due_after_days BETWEEN 1 AND 60);
