-- The audit log keeps no secrets (server/admin/audit-values.ts): remove those that older versions
-- copied into it with whole records (an experiment's resultSecret, password hashes, tokens).
CREATE OR REPLACE FUNCTION xnfz_audit_without_secrets(value jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF jsonb_typeof(value) = 'object' THEN
    RETURN COALESCE(
      (SELECT jsonb_object_agg(entry.key, xnfz_audit_without_secrets(entry.item))
         FROM jsonb_each(value) AS entry(key, item)
        WHERE NOT ((entry.key ~* '(secret|hash|token|verifier|nonce)$' OR lower(entry.key) = 'password')
                   AND entry.key !~ '^(has|is)[A-Z]')),
      '{}'::jsonb);
  ELSIF jsonb_typeof(value) = 'array' THEN
    RETURN COALESCE(
      (SELECT jsonb_agg(xnfz_audit_without_secrets(element.item) ORDER BY element.n)
         FROM jsonb_array_elements(value) WITH ORDINALITY AS element(item, n)),
      '[]'::jsonb);
  END IF;
  RETURN value;
END
$$;
--> statement-breakpoint
UPDATE audit_log
   SET before = xnfz_audit_without_secrets(before),
       after = xnfz_audit_without_secrets(after)
 WHERE (COALESCE(before::text, '') || COALESCE(after::text, '')) ~* '(secret|hash|token|verifier|nonce|password)":';
--> statement-breakpoint
DROP FUNCTION xnfz_audit_without_secrets(jsonb);
