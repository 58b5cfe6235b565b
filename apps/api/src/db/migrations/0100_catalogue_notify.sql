-- 0100 change notices for the public catalogue cache.
-- Every process keeps the public catalogue in memory per tenant (domains/courses/catalogue.ts)
-- and LISTENs on `catalogue_changed`; any change to a course, or to whether a tenant is active,
-- notifies the tenant's id when its transaction commits, whoever made it (the service, a
-- migration, an operator in psql). PostgreSQL folds identical notices of one transaction.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tenants' THEN
    PERFORM pg_notify('catalogue_changed', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('catalogue_changed', COALESCE(NEW.tenant_id, OLD.tenant_id)::text);
    IF TG_OP = 'UPDATE' AND NEW.tenant_id IS DISTINCT FROM OLD.tenant_id THEN
      PERFORM pg_notify('catalogue_changed', OLD.tenant_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER courses_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();

CREATE TRIGGER tenants_catalogue_changed
  AFTER UPDATE OF is_active OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
