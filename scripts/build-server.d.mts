export const SERVER_BUILD: string;
export function buildServer(): string;
