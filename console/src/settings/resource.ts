// What the settings sections share beyond the console's reads and changes (use-read.ts, api.ts): lists typed
// as text, and the API's OpenAPI document their generated forms come from.

/** Comma- or newline-separated text as a list. */
export const listOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The API's OpenAPI document (public, read once a page load): the forms of archiving and alerts come from it. */
let openapi: Promise<OpenApi> | null = null;
export interface OpenApi {
  components: { schemas: Record<string, unknown> };
}
export function openApiDocument(): Promise<OpenApi> {
  openapi ??= fetch("/openapi.json").then((r) => {
    if (!r.ok) throw new Error(`The API description could not be read (${r.status})`);
    return r.json() as Promise<OpenApi>;
  });
  openapi.catch(() => {
    openapi = null;
  });
  return openapi;
}
