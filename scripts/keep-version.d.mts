export function versionsDirOf(env?: NodeJS.ProcessEnv): string;
export function keepVersion(distDir?: string, versionsDir?: string): string;
