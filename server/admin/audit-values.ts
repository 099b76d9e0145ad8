/**
 * What of a record may go into the audit log: everything but its secrets. A field is a secret when
 * its name says so (…Secret, …Hash, …Token, …Verifier, nonce, password): an experiment's signing
 * secret, password, session and ticket hashes, ID and access tokens. Removed at any depth, so a
 * whole row, a list of rows or a record inside another are all safe to audit.
 */
const SECRET_FIELD = /(secret|hash|token|verifier|nonce)$|^password$/i;
/** `hasResultSecret`: whether there is one, said without it. */
const FLAG = /^(has|is)[A-Z]/;

/** Whether a field of this name holds a secret (the migration 0006 applies the same rule). */
export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name) && !FLAG.test(name);
}

/**
 * A copy of the value without its secret fields (a Date stays a Date).
 * @example
 * auditable({ title: '单摆', resultSecret: 'k3y' }); // { title: '单摆' }
 */
export function auditable(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date || depth > 32)
    return value;
  if (Array.isArray(value)) return value.map((item) => auditable(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value as Record<string, unknown>))
    if (!isSecretField(name)) kept[name] = auditable(item, depth + 1);
  return kept;
}
