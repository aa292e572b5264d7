// Secrets never reach the delivery log. An attempt's error text may quote what was sent: a network error
// that names the URL, a receiver's answer that echoes the request path (an Express 404 "Cannot POST
// /services/T0/B0/<token>") or a header. Before it is stored, every secret of the channel is masked in it,
// and so is each part of a secret URL that can carry a token (path, query, their segments and values).

import type { z } from "zod";
import { forEachSecret, isSealed, SECRET_MASK } from "../lib/sealed-secrets";
import { alertChannelSchema } from "./channels";

/** Shorter pieces are not masked on their own (they would mask ordinary words); whole secrets always are. */
const MIN_PIECE = 6;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What to hide for one secret: the secret itself, its words ("Bearer <token>"), and a URL's token-bearing parts. */
function sensitivePieces(secret: string): string[] {
  const pieces = [secret, ...secret.split(/\s+/).filter((w) => w.length >= MIN_PIECE)];
  let url: URL | null = null;
  try {
    url = new URL(secret);
  } catch {
    return pieces;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return pieces;
  const tail = `${url.pathname}${url.search}${url.hash}`;
  pieces.push(url.href);
  if (tail.length > 1) pieces.push(`${url.host}${tail}`, tail, decoded(tail));
  if (url.pathname.length > 1) pieces.push(url.pathname, decoded(url.pathname));
  if (url.search.length > 1) pieces.push(url.search.slice(1));
  for (const segment of url.pathname.split("/"))
    if (segment.length >= MIN_PIECE) pieces.push(segment, decoded(segment));
  for (const [name, value] of url.searchParams) {
    if (value.length >= MIN_PIECE) pieces.push(value);
    if (name.length >= MIN_PIECE) pieces.push(name);
  }
  if (url.username) pieces.push(url.username);
  if (url.password) pieces.push(url.password);
  return pieces;
}

/**
 * A function that masks, in a text, the secrets of `channel` (an alert channel, or what `schema` describes: a
 * destination's configuration) as it is when sent (opened). Sealed values
 * and masks are skipped: they are not what a receiver or the network could quote.
 */
export function secretRedactor(
  channel: unknown,
  schema: z.ZodType = alertChannelSchema,
): <T extends string | null>(text: T) => T {
  const pieces = new Set<string>();
  forEachSecret(schema, channel, (_path, value) => {
    if (value === "" || value === SECRET_MASK || isSealed(value)) return;
    for (const piece of sensitivePieces(value)) if (piece) pieces.add(piece);
  });
  // Longest first: a URL is masked whole before its pieces are looked for.
  const ordered = [...pieces].sort((a, b) => b.length - a.length);
  return <T extends string | null>(text: T): T => {
    if (text === null || ordered.length === 0) return text;
    let out: string = text;
    for (const piece of ordered) out = out.split(piece).join(SECRET_MASK);
    return out as T;
  };
}
