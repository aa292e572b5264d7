// A JSON object (not null, not an array): what decoders, field paths and conditions test a value for.
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
