// Secrets never reach the delivery log. An attempt's error text may quote what was sent: a network error
// that names the URL, a receiver's answer that echoes the request path (an Express 404 "Cannot POST
// /services/T0/B0/<token>"), a header, or the request body. Before it is stored, every secret of the channel
// is masked in it, and so is each part of a secret URL that can carry a token (path, query, their segments
// and values), each in the forms a receiver echoes it: as it is, URL-encoded, JSON-escaped (`\/` too) and
// base64 (a user and password as the basic-auth header carries them). A text cut before it was redacted
// (a body's first N characters, then "…") may end inside a secret: a cut end that begins one is masked too.

import type { z } from "zod";
import { forEachSecret, isSealed, SECRET_MASK } from "../lib/sealed-secrets";
import { alertChannelSchema } from "./channels";

/** Shorter pieces are not masked on their own (they would mask ordinary words); whole secrets always are. */
const MIN_PIECE = 6;
/** The shortest start of a piece that is masked at the end of a text (where a cut may have left it). */
const MIN_CUT_PREFIX = 4;
/** The fields whose value is the user of a password beside it (basic auth), in the configurations' schemas. */
const USER_FIELDS = ["user", "username", "user_name", "login"];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/** A piece in the forms a receiver may echo it: URL-encoded, JSON-escaped (also `\/`), base64 (padded or not, url-safe). */
function encodedForms(piece: string): string[] {
  const json = JSON.stringify(piece).slice(1, -1);
  const b64 = base64(piece);
  const bare = b64.replace(/=+$/, "");
  return [
    encodeURIComponent(piece),
    json,
    json.replaceAll("/", "\\/"),
    b64,
    bare,
    bare.replaceAll("+", "-").replaceAll("/", "_"),
  ];
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

/** The user beside a password at `path` in `config` (a sibling user field), or undefined. */
function userBeside(config: unknown, path: (string | number)[]): string | undefined {
  let parent: unknown = config;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)?.[key];
  if (!parent || typeof parent !== "object") return undefined;
  for (const field of USER_FIELDS) {
    const user = (parent as Record<string, unknown>)[field];
    if (typeof user === "string" && user !== "") return user;
  }
  return undefined;
}

/** Masks `pieces` (longest first) in texts, and a text's end that begins one of them. */
export function redactorOf(secretPieces: Iterable<string>): <T extends string | null>(text: T) => T {
  const pieces = new Set<string>();
  for (const piece of secretPieces) {
    if (!piece) continue;
    pieces.add(piece);
    for (const form of encodedForms(piece)) if (form.length >= MIN_PIECE || form === piece) pieces.add(form);
  }
  // Longest first: a URL is masked whole before its pieces are looked for.
  const ordered = [...pieces].filter((p) => p !== "").sort((a, b) => b.length - a.length);
  return <T extends string | null>(text: T): T => {
    if (text === null || ordered.length === 0) return text;
    let out: string = text;
    for (const piece of ordered) out = out.split(piece).join(SECRET_MASK);
    return maskCutEnd(out, ordered) as T;
  };
}

/**
 * A text cut short (it ends with the "..." or "…" every cut here adds) whose end is the start of a piece: that
 * start masked. Only cut texts: an uncut one ending with a piece's first characters ("https") holds no secret.
 */
function maskCutEnd(text: string, pieces: string[]): string {
  const ellipsis = /(\.\.\.|…)$/.exec(text)?.[0];
  if (!ellipsis) return text;
  const body = text.slice(0, text.length - ellipsis.length);
  let longest = 0;
  for (const piece of pieces)
    for (let n = Math.min(piece.length - 1, body.length); n >= MIN_CUT_PREFIX && n > longest; n--)
      if (body.endsWith(piece.slice(0, n))) {
        longest = n;
        break;
      }
  return longest === 0 ? text : `${body.slice(0, body.length - longest)}${SECRET_MASK}${ellipsis}`;
}

/** A text cut to `max` characters, with "…" when cut (the mark the redactor's cut-end rule looks for). */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * A function that masks, in a text, the secrets of `channel` (an alert channel, or what `schema` describes: a
 * destination's or a source's configuration) as it is when sent (opened). Sealed values and masks are
 * skipped: they are not what a receiver or the network could quote.
 */
export function secretRedactor(
  channel: unknown,
  schema: z.ZodType = alertChannelSchema,
): <T extends string | null>(text: T) => T {
  const pieces: string[] = [];
  forEachSecret(schema, channel, (path, value) => {
    if (value === "" || value === SECRET_MASK || isSealed(value)) return;
    pieces.push(...sensitivePieces(value));
    const user = userBeside(channel, path);
    if (user) pieces.push(`${user}:${value}`);
  });
  return redactorOf(pieces);
}
