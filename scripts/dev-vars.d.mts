export const DEV_VARS: string;
export function ensureDevVars(path?: string): void;
export function devVar(name: string, path?: string): string | undefined;
