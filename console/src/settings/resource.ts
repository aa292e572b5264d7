// What the settings sections share beyond the console's reads and changes (use-read.ts, api.ts): lists typed
// as text.

/** Comma- or newline-separated text as a list. */
export const listOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
