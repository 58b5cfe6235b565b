-- What a voucher line is, so that each reader names it in their own language: a fee head of the
-- school ('fee', the school's own name for it), the arrears carried from earlier vouchers, or a
-- transport stop's monthly fee (its route and stop in `detail`). Before this, the last two were
-- stored as English sentences ("Arrears", "Transport: Route 1, Gulberg") and an Urdu voucher
-- printed them in English.
ALTER TABLE voucher_lines
  ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'fee'
    CHECK (kind IN ('fee', 'arrears', 'transport')),
  ADD COLUMN detail varchar(100);

-- The lines written before: recognised by the sentences the voucher run wrote. The table's
-- policies bind its owner too (FORCE): lifted for the backfill only.
ALTER TABLE voucher_lines NO FORCE ROW LEVEL SECURITY;
UPDATE voucher_lines SET kind = 'arrears' WHERE fee_head_id IS NULL AND label = 'Arrears';
UPDATE voucher_lines SET kind = 'transport', detail = substr(label, 12)
  WHERE fee_head_id IS NULL AND label LIKE 'Transport: %';
ALTER TABLE voucher_lines FORCE ROW LEVEL SECURITY;
