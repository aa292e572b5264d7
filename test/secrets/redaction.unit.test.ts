// Redaction that holds (src/notify/redact.ts): a secret is masked in an error text in every form a receiver
// or a network error echoes it (as it is, URL-encoded, JSON-escaped with `\/` too, base64, and the basic-auth
// header a user and password make), and a text cut before it was redacted does not keep a secret's start.

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { secretString } from "../../src/lib/sealed-secrets";
import { clip, secretRedactor } from "../../src/notify/redact";

const schema = z.object({
  uri: z.string(),
  user: z.string(),
  password: secretString(),
  token: secretString(),
});
const config = {
  uri: "https://collector.example/in",
  user: "svc-logs",
  password: "pa55/word+with=marks",
  token: "tok_9f8e7d6c5b4a",
};
const redact = secretRedactor(config, schema);
const base64 = (s: string) => btoa(s);

describe("a secret in an error text", () => {
  it.each([
    ["as it is", "the password pa55/word+with=marks was refused"],
    ["URL-encoded", `?password=${encodeURIComponent("pa55/word+with=marks")}&x=1`],
    ["JSON-escaped", JSON.stringify({ echo: "pa55/word+with=marks" })],
    ["JSON-escaped with \\/", '{"echo":"pa55\\/word+with=marks"}'],
    ["base64", `x-token: ${base64("tok_9f8e7d6c5b4a")}`],
    ["base64 without padding", `token ${base64("tok_9f8e7d6c5b4a").replace(/=+$/, "")}.`],
    [
      "in the basic-auth header of its user",
      `Authorization: Basic ${base64("svc-logs:pa55/word+with=marks")}`,
    ],
  ])("is masked %s", (_form, text) => {
    const out = redact(text);
    expect(out).toContain("********");
    expect(out).not.toMatch(/pa55|word\+with|tok_9f8e|cGE1NS93b3Jk|dG9rXzlm|c3ZjLWxvZ3M6cGE1NS93/);
  });

  it("is masked where a cut went through it, and only in a cut text", () => {
    const cut = clip("the receiver said: bad token tok_9f8e7d6c5b4a, try again", 35);
    expect(cut).toBe("the receiver said: bad token tok_9…");
    expect(redact(cut)).toBe("the receiver said: bad token ********…");
    // Not cut: an end that happens to begin a secret's text is left as it is.
    expect(redact("the value was tok_")).toBe("the value was tok_");
  });

  it("leaves texts without secrets as they are", () => {
    const text = "https://collector.example/in answered 503: try later...";
    expect(redact(text)).toBe(text);
  });
});
