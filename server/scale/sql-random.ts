/**
 * Deterministic pseudo-random values inside set-based SQL: a hash of (row number, salt), so the
 * same sizes give the same data on PostgreSQL and on PGlite, with no row-by-row JavaScript.
 */

/** A float in [0, 1) from a bigint expression and a salt (0 … 999 999). */
export function rnd(expr: string, salt: number): string {
  return `((hashint8(((${expr})::bigint * 1000003 + ${salt})) & 2147483647)::float8 / 2147483648.0)`;
}

/** An integer in [0, n) (n an SQL expression). */
export function rndInt(expr: string, salt: number, n: string | number): string {
  return `floor(${rnd(expr, salt)} * (${n}))::int`;
}

/**
 * A Zipf-like rank in [0, n): P(rank = k) = ln((k + 2) / (k + 1)) / ln(n + 1), so the first
 * ranks take a large share and most are small (with n = 300: 12 % for the first, 0.1 % at the
 * median).
 */
export function zipfRank(expr: string, salt: number, n: number): string {
  return `least(${n - 1}, floor(exp(${rnd(expr, salt)} * ln(${n + 1})) - 1)::int)`;
}

/** A multiplier coprime with n: `rank * m % n` spreads the popular ranks over the id order. */
export function spreadFactor(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let m = Math.max(1, Math.floor(n * 0.618)); m < n + 1000; m += 1) {
    if (gcd(m, n) === 1) return m;
  }
  return 1;
}

/** `'text'` as an SQL literal (constants of this folder; quotes doubled all the same). */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `ARRAY['a', 'b']` of constants. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(literal).join(', ')}]::text[]`;
}

/** An element of a constant list chosen by an int expression in [0, length). */
export function pickFrom(values: readonly string[], index: string): string {
  return `(${textArray(values)})[1 + (${index})]`;
}
