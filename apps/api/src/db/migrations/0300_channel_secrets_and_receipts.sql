-- Channel credentials sealed at rest, and delivery receipts from providers.
--
-- A school's channel credentials (SMS gateway key and callback secret, WhatsApp access token,
-- app secret and verify token, SMTP password) move from the plain `secret` column into
-- `sealed_secrets`: one JSON object sealed with AES-256-GCM (src/db/sealed.ts, key
-- `notification_credentials`). SQL cannot seal (the key lives with the service), so the move is a
-- one-time step the service runs at start (sealPlainChannelSecrets in
-- src/domains/notifications/credentials.ts): each row's plain value is sealed and the plain
-- column cleared in ONE conditional update, so no credential is lost and a second process doing
-- the same at once changes nothing. `secret_last4` keeps what the API shows to recognise the
-- credential (its last 4 characters, 8 or more long), so listing never has to open the seal.
ALTER TABLE notification_channels ADD COLUMN sealed_secrets text;
ALTER TABLE notification_channels ADD COLUMN secret_last4 varchar(4);
UPDATE notification_channels
   SET secret_last4 = CASE WHEN length(secret) >= 8 THEN right(secret, 4) END
 WHERE secret IS NOT NULL;

-- Delivery reports (SMS DLR, WhatsApp status webhooks) find their delivery by the provider's id.
CREATE INDEX notification_deliveries_provider_id_idx
  ON notification_deliveries (tenant_id, channel, provider_message_id)
  WHERE provider_message_id IS NOT NULL;
-- When the provider said the message reached the phone.
ALTER TABLE notification_deliveries ADD COLUMN delivered_at timestamptz;
