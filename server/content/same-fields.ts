/**
 * Whether two sets of edited fields are the same, whatever the order of their keys: a copy read
 * back from jsonb (a working copy, a saved version) has its keys in jsonb's order, not the order
 * the copy rules wrote them, so comparing JSON text would call equal fields different.
 */

/** Stable JSON of a value: object keys sorted. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/**
 * @example
 * sameFields({ a: 1, b: 2 }, { b: 2, a: 1 }); // true
 */
export function sameFields(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
