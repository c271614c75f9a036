-- Erasure of an account (DPDP Act 2023, s.12; issue 12): the audit log stays append-only, with one narrow exception.
-- A transaction that has set `vasiyat.erase_user` (SET LOCAL, so it ends with the transaction) may DELETE the rows
-- of that one user, and only once the user's row is gone: the log cannot be trimmed for a person who still has an
-- account. UPDATE, TRUNCATE and any other DELETE are refused as before.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' THEN
    IF OLD.user_id IS NOT NULL
       AND OLD.user_id::text = current_setting('vasiyat.erase_user', true)
       AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
