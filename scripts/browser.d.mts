/** Path of the Chromium binary the console's browser tests launch. */
export const CHROMIUM: string;
/** Returns when CHROMIUM exists, installing Debian's chromium when it can; throws naming the command otherwise. */
export function ensureBrowser(): void;
