// The owner-bound seal itself (src/lib/sealed-secrets.ts): the owner travels with the ciphertext and is
// bound to it; a reveal answers the clear text to the owner only; a rotation keeps the owner; the marks
// follow a discriminated union's chosen option.

import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  credentialTarget,
  ownerOf,
  SECRET_MASK,
  SecretBox,
  secretPaths,
  secretString,
  targetPaths,
} from "../../src/lib/sealed-secrets";

const newKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
const OWNER = "2f1c7f2e-5d0a-4a53-9f1e-0b7c3d1a9e11";
const STRANGER = "9a0e4c1b-7d2f-4e8a-b3c5-6f1d2e3a4b5c";

describe("owner-bound sealing", () => {
  it("seals for an owner, opens for everyone who holds the Worker's key, reveals to the owner only", async () => {
    const box = await SecretBox.create(newKey(), undefined);
    const sealed = await box.seal("s3cret", OWNER);
    expect(sealed).toMatch(new RegExp(`^sealed:v2:${box.keyId}:${OWNER}:`));
    expect(ownerOf(sealed)).toBe(OWNER);
    expect(await box.open(sealed)).toBe("s3cret"); // the data plane
    expect(await box.reveal(sealed, OWNER)).toBe("s3cret");
    expect(await box.reveal(sealed, STRANGER)).toBe(SECRET_MASK);
    expect(await box.reveal(sealed, "")).toBe(SECRET_MASK);
    // A write that sent the mask is answered the mask, whoever owns the value.
    expect(await box.reveal(sealed, OWNER, SECRET_MASK)).toBe(SECRET_MASK);
    // Nobody owns a value sealed for "", or one stored in clear before sealing existed.
    expect(await box.reveal(await box.seal("x", ""), "")).toBe(SECRET_MASK);
    expect(await box.reveal("plain-legacy", OWNER)).toBe(SECRET_MASK);
    expect(await box.reveal("", OWNER)).toBe("");
  });

  it("binds the owner to the ciphertext: a value edited to name another owner does not open", async () => {
    const box = await SecretBox.create(newKey(), undefined);
    const sealed = await box.seal("s3cret", OWNER);
    const forged = sealed.replace(`:${OWNER}:`, `:${STRANGER}:`);
    expect(ownerOf(forged)).toBe(STRANGER);
    await expect(box.open(forged)).rejects.toThrow();
    expect(await box.reveal(forged, STRANGER)).toBe(SECRET_MASK);
    await expect(box.seal("x", "not:an:owner")).rejects.toThrow(/owner/);
  });

  it("opens what it sealed before owners existed (sealed:v1:), revealed to nobody", async () => {
    const material = newKey();
    const box = await SecretBox.create(material, undefined);
    // The v1 form: sealed:v1:<key id>:<base64url(iv ‖ AES-GCM without additional data)>.
    const raw = Uint8Array.from(atob(material), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt"]);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ct = new Uint8Array(
      await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode("old")),
    );
    const bytes = new Uint8Array([...iv, ...ct]);
    const b64 = btoa(String.fromCharCode(...bytes))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    const v1 = `sealed:v1:${box.keyId}:${b64}`;
    expect(await box.open(v1)).toBe("old");
    expect(ownerOf(v1)).toBeNull();
    expect(await box.reveal(v1, OWNER)).toBe(SECRET_MASK);
    // The rotation pass seals it again as v2, still owned by nobody.
    const rotated = await SecretBox.create(newKey(), material);
    const resealed = await rotated.resealSecrets({ password: v1 });
    expect(resealed.password).toMatch(new RegExp(`^sealed:v2:${rotated.keyId}::`));
    expect(await rotated.open(resealed.password)).toBe("old");
  });

  it("keeps the owner when a rotated key seals a value again", async () => {
    const oldKey = newKey();
    const sealed = await (await SecretBox.create(oldKey, undefined)).seal("s3cret", OWNER);
    const rotated = await SecretBox.create(newKey(), oldKey);
    const { token } = await rotated.resealSecrets({ token: sealed });
    expect(token).not.toBe(sealed);
    expect(ownerOf(token)).toBe(OWNER);
    expect(await rotated.reveal(token, OWNER)).toBe("s3cret");
  });

  it("seals for the writer, keeps a masked value with its owner, and leaves an empty secret empty", async () => {
    const box = await SecretBox.create(newKey(), undefined);
    const schema = z.object({ a: secretString(), b: secretString(z.string()), c: secretString() });
    const first = await box.sealSecrets(schema, { a: "one", b: "", c: "three" }, OWNER);
    expect(first.b).toBe("");
    expect(ownerOf(first.a)).toBe(OWNER);
    const second = await box.sealSecrets(schema, { a: SECRET_MASK, b: "", c: "new" }, STRANGER, () => first);
    expect(second.a).toBe(first.a); // kept, with its owner
    expect(ownerOf(second.c)).toBe(STRANGER); // a new value moves ownership
    const shown = await box.revealSecrets(schema, second, OWNER);
    expect(shown).toEqual({ a: "one", b: "", c: SECRET_MASK });
  });
});

describe("the schema marks", () => {
  const webhook = z.strictObject({
    name: z.literal("webhook"),
    uri: credentialTarget(secretString(z.string())),
    password: secretString(),
  });
  const slack = z.strictObject({ name: z.literal("slack"), uri: z.string() });
  const service = z.discriminatedUnion("name", [webhook, slack]);

  it("follow the option a discriminated union's value picks", () => {
    expect(secretPaths(service, { name: "webhook", uri: "https://x", password: "p" })).toEqual([
      ["uri"],
      ["password"],
    ]);
    expect(targetPaths(service, { name: "webhook", uri: "https://x", password: "p" })).toEqual([["uri"]]);
    // slack's uri carries no mark, although webhook's does.
    expect(secretPaths(service, { name: "slack", uri: "https://x" })).toEqual([]);
    expect(targetPaths(service, { name: "slack", uri: "https://x" })).toEqual([]);
  });

  it("publish the target mark in the JSON Schema as x-credential-target", () => {
    const json = z.toJSONSchema(webhook) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.uri).toMatchObject({ writeOnly: true, "x-credential-target": true });
    expect(json.properties.password["x-credential-target"]).toBeUndefined();
  });
});
