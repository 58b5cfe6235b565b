-- 0190 notifications and announcements.
-- The job queue itself (pg-boss) keeps its tables in the schema `jobs`, created and migrated by
-- pg-boss at start (src/queue/queue.ts); these are the tenant tables it works on.

-- Consent to SMS, beside the WhatsApp consent kept since 0130: no SMS to a guardian without it.
ALTER TABLE guardians ADD COLUMN sms_consent boolean NOT NULL DEFAULT false;

-- A staff user's language for notifications (a guardian's is guardians.preferred_language).
CREATE TABLE notification_preferences (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  language varchar(2) NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);

-- One message to one recipient (a user, a guardian, or a guardian who is also a parent user),
-- rendered in the recipient's language. `in_app` rows are the user's inbox.
CREATE TABLE notifications (
  id bigserial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  event varchar(40) NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  guardian_id integer,
  language varchar(2) NOT NULL CHECK (language IN ('en', 'ur')),
  title varchar(300) NOT NULL,
  body text NOT NULL,
  link varchar(500),
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  idempotency_key varchar(200),
  announcement_id integer,
  in_app boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, guardian_id) REFERENCES guardians (tenant_id, id) ON DELETE CASCADE,
  CHECK (user_id IS NOT NULL OR guardian_id IS NOT NULL)
);
-- The same event for the same recipient is recorded once (retried callers, double clicks).
CREATE UNIQUE INDEX notifications_idempotency_key
  ON notifications (tenant_id, idempotency_key, coalesce(user_id, 0), coalesce(guardian_id, 0))
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX notifications_inbox_idx ON notifications (tenant_id, user_id, id DESC) WHERE in_app;
CREATE INDEX notifications_unread_idx
  ON notifications (tenant_id, user_id) WHERE in_app AND read_at IS NULL;
CREATE INDEX notifications_announcement_idx
  ON notifications (tenant_id, announcement_id) WHERE announcement_id IS NOT NULL;

-- One channel of one notification (e-mail, SMS, WhatsApp): what staff see and retry.
CREATE TABLE notification_deliveries (
  id bigserial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  notification_id bigint NOT NULL,
  channel varchar(10) NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  address varchar(254) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed')),
  reason varchar(500),
  attempts integer NOT NULL DEFAULT 0,
  provider varchar(20),
  provider_message_id varchar(200),
  send_after timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, notification_id) REFERENCES notifications (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX notification_deliveries_channel_key
  ON notification_deliveries (tenant_id, notification_id, channel);
CREATE INDEX notification_deliveries_list_idx ON notification_deliveries (tenant_id, id DESC);
CREATE INDEX notification_deliveries_status_idx
  ON notification_deliveries (tenant_id, status, id DESC);

-- A school's channels: whether each is on, its provider, settings and credentials. The
-- credentials (`secret`) are write-only: the API answers only whether one is set.
CREATE TABLE notification_channels (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  channel varchar(10) NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  enabled boolean NOT NULL DEFAULT false,
  provider varchar(20) NOT NULL DEFAULT 'log' CHECK (provider IN ('log', 'smtp', 'http', 'cloud_api')),
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  secret text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, channel)
);

-- Quiet hours (Pakistan time): SMS and WhatsApp wait until they end; in-app and e-mail do not.
CREATE TABLE notification_settings (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id),
  quiet_start varchar(5) CHECK (quiet_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  quiet_end varchar(5) CHECK (quiet_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE announcements (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  title varchar(200) NOT NULL,
  body varchar(2000) NOT NULL,
  scope varchar(10) NOT NULL CHECK (scope IN ('school', 'classes', 'sections')),
  class_ids integer[] NOT NULL DEFAULT '{}',
  section_ids integer[] NOT NULL DEFAULT '{}',
  to_students boolean NOT NULL DEFAULT false,
  to_parents boolean NOT NULL DEFAULT false,
  to_staff boolean NOT NULL DEFAULT false,
  publish_at timestamptz NOT NULL DEFAULT now(),
  status varchar(10) NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'sent', 'cancelled')),
  recipients integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (to_students OR to_parents OR to_staff)
);
CREATE INDEX announcements_list_idx ON announcements (tenant_id, publish_at DESC, id DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON
  notification_preferences, notifications, notification_deliveries, notification_channels,
  notification_settings, announcements
  TO watni_app;
GRANT USAGE, SELECT ON notifications_id_seq, notification_deliveries_id_seq, announcements_id_seq
  TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notification_preferences', 'notifications', 'notification_deliveries',
    'notification_channels', 'notification_settings', 'announcements']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (current_setting('app.platform', true) = 'on'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
      WITH CHECK (current_setting('app.platform', true) = 'on'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)$p$, t);
  END LOOP;
END $$;
