-- 0321 online payments: notifications that named one of a school's payments but were refused
-- (forged signature, wrong amount or bill reference, provider switched off), for the office's
-- reconciliation report ("unmatched callbacks"). One row per payment, reason and Pakistan day,
-- counted: anyone can post to a public address, so a flood adds to a counter, never rows.

CREATE TABLE online_payment_refusals (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  provider varchar(10) NOT NULL CHECK (provider IN ('sandbox', 'jazzcash', 'easypaisa')),
  txn_ref varchar(40) NOT NULL,
  reason varchar(20) NOT NULL,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 1,
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, provider, day, txn_ref, reason)
);

GRANT SELECT, INSERT, UPDATE ON online_payment_refusals TO watni_app;

ALTER TABLE online_payment_refusals ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_payment_refusals FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON online_payment_refusals
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
