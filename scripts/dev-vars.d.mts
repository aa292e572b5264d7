export function ensureDevVars(path?: string): void;
