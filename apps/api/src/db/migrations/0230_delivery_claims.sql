-- Crash safety of deliveries. The job that claimed a delivery is written
-- with the claim (`queued -> sending`). A job run again after its process died (pg-boss keeps
-- the job's id when it retries an expired job) may take its own `sending` row back; another job
-- (a staff retry, a duplicate) may not, so two workers never send the same delivery at once.
ALTER TABLE notification_deliveries ADD COLUMN claimed_by uuid;
-- The per-notification view of deliveries (GET /notifications/deliveries?notification_id=).
CREATE INDEX notification_deliveries_notification_idx
  ON notification_deliveries (tenant_id, notification_id);
