-- Announcements at the providers' pace: deliveries claimed and recorded in sets, a durable mark
-- before every provider call, and a dead process's claims taken over at once (docs/notifications.md,
-- "Throughput").
--
-- `sending_at`: set (in a set-based statement) just BEFORE the provider is called for this
-- delivery. A `sending` row without it was claimed but never left, so it is safe to send after a
-- crash; with it, the message may be at the provider, and each provider's own rule applies
-- (resend with the same reference, look it up at Twilio, hold for WhatsApp's webhook, or mark it
-- unknown). `worker`: the process that holds the claim (delivery_workers below).
ALTER TABLE notification_deliveries ADD COLUMN sending_at timestamptz;
ALTER TABLE notification_deliveries ADD COLUMN worker uuid;

-- The delivery workers alive: each process writes its heartbeat every few seconds; a claim whose
-- worker's heartbeat is old is a dead process's, and another process takes it over at once
-- instead of waiting for the queue to expire the job. Platform data (no tenant's rows), written
-- only by system work in the platform scope.
CREATE TABLE delivery_workers (
  id uuid PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT, UPDATE, DELETE ON delivery_workers TO watni_platform;

-- The take-over looks for claims by worker.
CREATE INDEX notification_deliveries_sending_worker
  ON notification_deliveries (worker) WHERE status = 'sending';
