-- The audit log is append-only in PostgreSQL itself: rows are inserted, never changed, deleted or truncated — by the
-- application's own role too (a trigger binds the table's owner, which privileges do not).
CREATE FUNCTION "audit_log_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "audit_log_entries_no_update_delete"
  BEFORE UPDATE OR DELETE ON "audit_log_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_entries_append_only"();

CREATE TRIGGER "audit_log_entries_no_truncate"
  BEFORE TRUNCATE ON "audit_log_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_entries_append_only"();

-- Roles that hold table rights through PUBLIC lose these; the triggers above stop the owner as well.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log_entries" FROM PUBLIC;
