// What a storage service's failed answer says, in one place for every client of one (S3 and S3-compatible
// stores, Azure Blob, GCS's XML API, SQS): their XML errors `<Error><Code>..</Code><Message>..</Message>`,
// the AWS JSON APIs' `{"__type", "message"}`, or else a short snippet of whatever the body was.
import { statusText } from "./network-failure";

const SNIPPET_CHARS = 300;

/** `Code: Message` of an error body, else a whitespace-collapsed snippet of it ("" for an empty body). */
export function storageErrorDetail(body: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? /"__type"\s*:\s*"([^"]*)"/.exec(body)?.[1];
  const message =
    /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? /"message"\s*:\s*"([^"]*)"/i.exec(body)?.[1];
  const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
  if (code) return `${code}${message ? `: ${collapse(message)}` : ""}`;
  const text = collapse(body);
  // "…" says it was cut (the redactors also mask a secret the cut went through: src/notify/redact.ts).
  return text.length <= SNIPPET_CHARS ? text : `${text.slice(0, SNIPPET_CHARS - 1)}…`;
}

/** `<what> answered <status>[: <detail>]` of a failed answer (it never holds a credential: none is in it). */
export async function describeFailedAnswer(res: Response, what: string): Promise<string> {
  const body = (await res.text().catch(() => "")).slice(0, 4000);
  const detail = storageErrorDetail(body);
  return `${what} answered ${statusText(res.status, body)}${detail ? `: ${detail}` : ""}`;
}
