/** A free port below the kernel's ephemeral range (free-port.mjs). */
export function freePort(): Promise<number>;
