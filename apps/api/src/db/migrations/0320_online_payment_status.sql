-- 0320 online payments: what the provider last said about a payment (its code and meaning, and
-- for Easypaisa over the counter the shop token and its expiry, shown to the payer), and the
-- reconciliation schedule of a pending payment (asked again at next_check_at, `checks` so far).

ALTER TABLE online_payments
  ADD COLUMN status_detail varchar(300),
  ADD COLUMN payment_token varchar(60),
  ADD COLUMN payment_token_expiry varchar(40),
  ADD COLUMN payment_method varchar(10),
  ADD COLUMN checks integer NOT NULL DEFAULT 0,
  ADD COLUMN next_check_at timestamptz;

-- The reconciliation sweep reads the pending payments that are due, across schools.
CREATE INDEX online_payments_due_idx ON online_payments (next_check_at)
  WHERE status = 'pending';
