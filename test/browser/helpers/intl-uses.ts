/**
 * Counts what goes through Intl's formatters while `run` runs, formatters kept from before
 * included (why the portal avoids them: src/core/i18n/format.ts).
 */
export function intlUses(run: () => void): number {
  let uses = 0;
  const restore: (() => void)[] = [];
  for (const kind of [Intl.NumberFormat, Intl.DateTimeFormat]) {
    for (const name of ['format', 'formatToParts'] as const) {
      const proto = kind.prototype as unknown as Record<string, unknown>;
      const original = Object.getOwnPropertyDescriptor(proto, name);
      if (!original) continue;
      const counted = original.get
        ? {
            get(this: unknown) {
              uses += 1;
              return original.get?.call(this);
            },
          }
        : {
            value(this: unknown, ...args: unknown[]) {
              uses += 1;
              return (original.value as (...a: unknown[]) => unknown).apply(this, args);
            },
          };
      Object.defineProperty(proto, name, { ...original, ...counted });
      restore.push(() => Object.defineProperty(proto, name, original));
    }
  }
  try {
    run();
  } finally {
    for (const undo of restore) undo();
  }
  return uses;
}
