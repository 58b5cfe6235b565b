-- Messages that arrive: real SMS provider protocols, the WhatsApp 24-hour window, SMS fallback.
--
-- Two more providers for the SMS channel: `twilio` (Twilio's Messages API and signed status
-- callbacks) and `pk_http` (a Pakistani branded-SMS gateway's GET/POST API, its parameter names
-- and answers set in the channel's settings).
ALTER TABLE notification_channels DROP CONSTRAINT IF EXISTS notification_channels_provider_check;
ALTER TABLE notification_channels ADD CONSTRAINT notification_channels_provider_check
  CHECK (provider IN ('log', 'smtp', 'http', 'cloud_api', 'twilio', 'pk_http'));

-- When each WhatsApp number last wrote to the school: inside 24 hours of it a free-form text may
-- go (line breaks and all); outside it only an approved template. Written by the WhatsApp
-- webhook (incoming `messages[]`), read by the delivery job.
CREATE TABLE whatsapp_windows (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  wa_id varchar(20) NOT NULL CHECK (wa_id ~ '^[0-9]{8,20}$'),
  last_inbound_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, wa_id)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON whatsapp_windows TO watni_app;
ALTER TABLE whatsapp_windows ENABLE ROW LEVEL SECURITY;
ALTER TABLE whatsapp_windows FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON whatsapp_windows
  USING (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (CURRENT_USER = 'watni_platform'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);

-- One delivery per notification and channel: the SMS that replaces a failed WhatsApp message is
-- inserted ON CONFLICT DO NOTHING, so a failure reported twice (the job and the webhook, or two
-- webhooks at once) still sends one SMS.
CREATE UNIQUE INDEX notification_deliveries_one_per_channel
  ON notification_deliveries (tenant_id, notification_id, channel);
