export const INTEGRITY_FILES: string[];
export function packageVersion(): string;
export function writeIntegrity(
  dir?: string,
  version?: string,
): { version: string; files: Record<string, string> };
export function integrity(dir?: string): { name: string; writeBundle: () => void };
