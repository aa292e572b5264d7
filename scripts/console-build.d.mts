/** The command (after `npx`) that builds the console into console/dist. */
export const CONSOLE_BUILD: string[];
/** Builds the console (only when console/dist has no page yet, with `ifMissing`); throws when it fails. */
export function buildConsole(options?: { ifMissing?: boolean }): void;
