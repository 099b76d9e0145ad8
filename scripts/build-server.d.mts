export const SERVER_BUILD: string;
export function buildServer(): string;
export function buildServerEntry(source: string, outfile: string): string;
