// Export v2 pagination tokens: opaque, signed, and bound to the account, to every other query
// parameter, to the resolved from/to and line snapshot of the first request, and to their page.
// The snapshot (src/logstore/reader.ts) names the newest chunk of each slice written in the last minutes and
// the time it was taken: a reused token answers the same page however many lines arrived since.
import { ApiError } from "../../http/errors";
import type { Signer } from "../../lib/signing";
import type { Position, Snapshot } from "../../logstore/reader";

export interface PageToken {
  v: 2;
  /** Account the export belongs to. */
  a: string;
  /** Fingerprint of the other query parameters, exactly as first sent. */
  h: string;
  /** Resolved from and to (ms), and the lines' snapshot. */
  f: number;
  t: number;
  s: Snapshot;
  /** Where the page starts: after this line (ts, slice, chunk, index). */
  c: [number, string, number, number];
  /** Page number, from 2. */
  n: number;
}

/** A stable fingerprint of the parameters a token is bound to. */
export async function fingerprint(params: Record<string, unknown>): Promise<string> {
  const canonical = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k] ?? null]),
  );
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 16)));
}

export async function issueToken(
  signer: Signer,
  base: Omit<PageToken, "c" | "n" | "v">,
  after: Position,
  page: number,
): Promise<string> {
  const token: PageToken = { v: 2, ...base, c: [after.ts, after.slice, after.chunk, after.idx], n: page };
  return signer.seal(token);
}

const invalid = () =>
  new ApiError("EVALIDATION", "Validation failed: pagination_id is not a token this service issued", [
    { path: ["query", "pagination_id"], message: "invalid or altered pagination token" },
  ]);

/** The token's content; 400 when it was altered, 400 EPAGINATIONMISMATCH when the query changed. */
export async function readToken(
  signer: Signer,
  raw: string,
  accountId: string,
  paramsHash: string,
): Promise<PageToken> {
  const token = (await signer.open(raw)) as PageToken | null;
  if (token?.v !== 2 || !Array.isArray(token.c) || token.c.length !== 4 || typeof token.s?.at !== "number")
    throw invalid();
  // Another account's token is as good as a forged one: do not reveal that it is genuine.
  if (token.a !== accountId) throw invalid();
  if (token.h !== paramsHash) {
    throw new ApiError(
      "EPAGINATIONMISMATCH",
      "The query parameters differ from the request that issued this pagination_id: repeat them unchanged",
      [{ path: ["query", "pagination_id"], message: "issued for other query parameters" }],
    );
  }
  return token;
}
