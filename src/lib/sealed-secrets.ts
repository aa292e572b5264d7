// Write-only secrets: credentials in configurations (node kinds, alert channels, archiving) are sealed with
// AES-256-GCM under the Worker secret SECRETS_KEY before they are stored, read back as SECRET_MASK, and
// opened only where they are used (delivery, pull sources, signature checks, notifications).
//
// Which fields are secret is said once, in the zod schema: `secretString` (or `.meta({ writeOnly: true })`).
// The same mark puts `writeOnly` into the catalog's JSON Schema; the walker below follows the schema next
// to the value, so no list of paths has to be kept in step with the schemas.
//
// A sealed value is `sealed:v1:<key id>:<base64url(iv ‖ ciphertext)>`. The key id (8 hex digits of the
// key's SHA-256) picks the key when opening, so a rotated-out key listed in SECRETS_KEYS_PREVIOUS still
// opens what it sealed until the re-seal pass has rewritten it.
import { z } from "zod";

/** What every read answers in place of a secret; writing it back keeps the stored value. */
export const SECRET_MASK = "********";

const SEALED_PREFIX = "sealed:v1:";

/** A string field that is never read back. */
export const secretString = (schema: z.ZodString = z.string().min(1).max(4096)) =>
  schema.meta({ writeOnly: true });

export const isSealed = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith(SEALED_PREFIX);

const isSecretSchema = (schema: z.ZodType) => z.globalRegistry.get(schema)?.writeOnly === true;

type Path = (string | number)[];
type Visit = (path: Path, value: string) => void;

/** Calls `visit` for every secret string in `value`, following `schema` alongside it. */
export function forEachSecret(schema: z.ZodType, value: unknown, visit: Visit, path: Path = []): void {
  if (value === undefined || value === null) return;
  if (isSecretSchema(schema)) {
    if (typeof value === "string") visit(path, value);
    return;
  }
  // zod's own definitions: wrappers hold `innerType`, objects `shape`, and so on.
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, v: unknown, p: Path) => forEachSecret(inner as z.ZodType, v, visit, p);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      walk(def.innerType, value, path);
      return;
    case "lazy":
      walk((def.getter as () => unknown)(), value, path);
      return;
    case "pipe":
      walk(def.in, value, path);
      walk(def.out, value, path);
      return;
    case "intersection":
      walk(def.left, value, path);
      walk(def.right, value, path);
      return;
    case "union":
      // Each option's secrets: options of one union do not reuse a field name with another meaning.
      for (const option of def.options as unknown[]) walk(option, value, path);
      return;
    case "object":
      if (typeof value !== "object" || Array.isArray(value)) return;
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>))
        walk(field, (value as Record<string, unknown>)[key], [...path, key]);
      return;
    case "record":
      if (typeof value !== "object" || Array.isArray(value)) return;
      for (const [key, item] of Object.entries(value as Record<string, unknown>))
        walk(def.valueType, item, [...path, key]);
      return;
    case "array":
      if (!Array.isArray(value)) return;
      value.forEach((item, i) => {
        walk(def.element, item, [...path, i]);
      });
      return;
    case "tuple":
      if (!Array.isArray(value)) return;
      (def.items as unknown[]).forEach((item, i) => {
        walk(item, value[i], [...path, i]);
      });
      return;
  }
}

/** Schemas (by identity) known to hold, or not to hold, a secret somewhere inside. */
const holdsSecrets = new WeakMap<object, boolean>();

/**
 * Whether any value of `schema` can hold a secret: most node kinds and configurations hold none, and every
 * read masks every row, so that answer is worth keeping (schemas are module constants). Follows the same
 * definitions as forEachSecret.
 */
export function mayHoldSecrets(schema: z.ZodType): boolean {
  return search(schema, new Set()).holds;
}

/** `cut`: the answer leaned on a schema already on the path (a recursive lazy), so it is not kept if false. */
function search(schema: z.ZodType, onPath: Set<object>): { holds: boolean; cut: boolean } {
  const known = holdsSecrets.get(schema);
  if (known !== undefined) return { holds: known, cut: false };
  if (onPath.has(schema)) return { holds: false, cut: true };
  if (isSecretSchema(schema)) {
    holdsSecrets.set(schema, true);
    return { holds: true, cut: false };
  }
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const children: unknown[] = [];
  switch (def.type) {
    case "lazy":
      children.push((def.getter as () => unknown)());
      break;
    case "pipe":
      children.push(def.in, def.out);
      break;
    case "intersection":
      children.push(def.left, def.right);
      break;
    case "union":
      children.push(...(def.options as unknown[]));
      break;
    case "object":
      children.push(...Object.values(def.shape as Record<string, unknown>));
      break;
    case "record":
      children.push(def.valueType);
      break;
    case "array":
      children.push(def.element);
      break;
    case "tuple":
      children.push(...(def.items as unknown[]));
      break;
    default:
      if (def.innerType) children.push(def.innerType);
  }
  onPath.add(schema);
  let cut = false;
  let holds = false;
  for (const child of children) {
    const found = search(child as z.ZodType, onPath);
    cut ||= found.cut;
    if (found.holds) {
      holds = true;
      break;
    }
  }
  onPath.delete(schema);
  if (holds || !cut) holdsSecrets.set(schema, holds);
  return { holds, cut: !holds && cut };
}

/** The secret paths of `value` under `schema`, deduplicated (a union can name the same field twice). */
export function secretPaths(schema: z.ZodType, value: unknown): Path[] {
  if (!mayHoldSecrets(schema)) return [];
  const seen = new Map<string, Path>();
  forEachSecret(schema, value, (path) => seen.set(JSON.stringify(path), path));
  return [...seen.values()];
}

/** The value at `path` inside `value` (undefined when any step is missing). */
export const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

function setAt(value: unknown, path: Path, leaf: unknown) {
  const parent = getAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]] = leaf;
}

/** A copy of `value` with each secret replaced by what `replace` gives for its path. */
export function replaceSecrets<T>(schema: z.ZodType, value: T, replace: (path: Path) => unknown): T {
  const paths = secretPaths(schema, value);
  if (paths.length === 0) return value;
  const copy = structuredClone(value);
  for (const path of paths) setAt(copy, path, replace(path));
  return copy;
}

/** A copy of `value` with every sealed string masked: for a value whose schema is gone (a retired kind). */
export function maskSealed<T>(value: T): T {
  const walk = (v: unknown): unknown => {
    if (isSealed(v)) return SECRET_MASK;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** A copy of `value` with every secret replaced by the mask: what any read answers. */
export const maskSecrets = <T>(schema: z.ZodType, value: T): T =>
  replaceSecrets(schema, value, () => SECRET_MASK);

/**
 * What a write answers for a configuration: like a read (secrets masked), except that a secret the caller
 * sent in this very request is echoed as sent. The caller holds it already, and the mezmo terraform provider
 * compares a write's answer with its plan ("inconsistent result after apply" otherwise). Reads never show it.
 */
export const echoSentSecrets = <T>(schema: z.ZodType, stored: T, sent: unknown): T =>
  replaceSecrets(schema, stored, (path) => {
    const value = getAt(sent, path);
    return typeof value === "string" && !isSealed(value) ? value : SECRET_MASK;
  });

/** A write that sent the mask where nothing is stored: there is no secret to keep. */
export class MaskWithoutSecret extends Error {
  constructor(readonly path: Path) {
    super(`${path.join(".")}: send the secret itself; ${SECRET_MASK} only keeps a secret already stored`);
  }
}

/** A secret cannot be sealed or opened because SECRETS_KEY is not set (or a stored value's key is gone). */
export class SecretsKeyMissing extends Error {}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const fromBase64 = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (ch) => ch.charCodeAt(0));

interface Key {
  id: string;
  key: CryptoKey;
}

async function importKey(material: string): Promise<Key> {
  let raw: Uint8Array;
  try {
    raw = fromBase64(material.trim());
  } catch {
    throw new SecretsKeyMissing("SECRETS_KEY is not base64");
  }
  if (raw.length !== 32) throw new SecretsKeyMissing("SECRETS_KEY must be 32 bytes, base64-encoded");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", raw));
  const id = [...digest.slice(0, 4)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
  return { id, key };
}

/** Seals and opens secrets with the Worker's keys. */
export class SecretBox {
  private constructor(
    private readonly current: Key | null,
    private readonly byId: Map<string, Key>,
  ) {}

  static async create(current: string | undefined, previous: string | undefined): Promise<SecretBox> {
    const currentKey = current ? await importKey(current) : null;
    const keys = await Promise.all(
      (previous ?? "")
        .split(",")
        .filter((k) => k.trim())
        .map(importKey),
    );
    if (currentKey) keys.push(currentKey);
    return new SecretBox(currentKey, new Map(keys.map((k) => [k.id, k])));
  }

  /** The current key's id: values sealed under another key are due for re-sealing. */
  get keyId() {
    return this.current?.id ?? null;
  }

  async seal(plain: string): Promise<string> {
    if (!this.current)
      throw new SecretsKeyMissing("SECRETS_KEY is not set: run `wrangler secret put SECRETS_KEY`");
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = new TextEncoder().encode(plain);
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt({ name: "AES-GCM", iv }, this.current.key, data),
    );
    const out = new Uint8Array(iv.length + sealed.length);
    out.set(iv);
    out.set(sealed, iv.length);
    return `${SEALED_PREFIX}${this.current.id}:${base64url(out)}`;
  }

  /** The plain text of a sealed value; any other value (written before sealing existed) as it is. */
  async open(value: string): Promise<string> {
    if (!isSealed(value)) return value;
    const [keyId, payload] = value.slice(SEALED_PREFIX.length).split(":");
    const key = this.byId.get(keyId);
    if (!key)
      throw new SecretsKeyMissing(`no key ${keyId} for a stored secret: is SECRETS_KEYS_PREVIOUS set?`);
    const bytes = fromBase64(payload);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, 12) },
      key.key,
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  }

  /**
   * `incoming` (already validated by `schema`) as it is stored: each secret sealed, and each mask replaced
   * by what the stored configuration holds at the same path (read only if a mask was sent). A value that
   * is already sealed is kept as it is.
   */
  async sealSecrets<T>(
    schema: z.ZodType,
    incoming: T,
    readStored: () => unknown | Promise<unknown> = () => undefined,
  ): Promise<T> {
    const paths = secretPaths(schema, incoming);
    if (paths.length === 0) return incoming;
    const copy = structuredClone(incoming);
    let stored: Promise<unknown> | undefined;
    for (const path of paths) {
      const value = getAt(copy, path) as string;
      if (value === SECRET_MASK) {
        stored ??= Promise.resolve(readStored());
        const kept = getAt(await stored, path);
        if (typeof kept !== "string") throw new MaskWithoutSecret(path);
        setAt(copy, path, isSealed(kept) ? kept : await this.seal(kept));
      } else if (!isSealed(value)) {
        setAt(copy, path, await this.seal(value));
      }
    }
    return copy;
  }

  /** A copy of `value` with every sealed string opened, wherever it is: what the data plane uses. */
  openSecrets<T>(value: T): Promise<T> {
    return mapSealed(value, (sealed) => this.open(sealed));
  }

  /** A copy of `value` with what an older key sealed sealed again under the current key (rotation). */
  resealSecrets<T>(value: T): Promise<T> {
    return mapSealed(value, async (sealed) =>
      sealed.startsWith(`${SEALED_PREFIX}${this.keyId}:`) ? sealed : this.seal(await this.open(sealed)),
    );
  }
}

/** A copy of `value` with every sealed string replaced by `map`'s answer. */
async function mapSealed<T>(value: T, map: (sealed: string) => Promise<string>): Promise<T> {
  if (!JSON.stringify(value ?? null).includes(SEALED_PREFIX)) return value;
  const walk = async (v: unknown): Promise<unknown> => {
    if (isSealed(v)) return map(v);
    if (Array.isArray(v)) return Promise.all(v.map(walk));
    if (v !== null && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) out[k] = await walk(item);
      return out;
    }
    return v;
  };
  return (await walk(value)) as T;
}

// One box per key configuration and isolate: importing a key is a WebCrypto call worth keeping.
let cached: { material: string; box: Promise<SecretBox> } | undefined;

export interface SecretsEnv {
  SECRETS_KEY?: string;
  SECRETS_KEYS_PREVIOUS?: string;
}

/** The Worker's SecretBox (SECRETS_KEY, SECRETS_KEYS_PREVIOUS). */
export function secretBox(env: SecretsEnv): Promise<SecretBox> {
  const material = `${env.SECRETS_KEY ?? ""}|${env.SECRETS_KEYS_PREVIOUS ?? ""}`;
  if (cached?.material !== material) {
    const box = SecretBox.create(env.SECRETS_KEY, env.SECRETS_KEYS_PREVIOUS);
    // A malformed key fails every use, not just the first: do not keep the rejected promise.
    box.catch(() => {
      if (cached?.box === box) cached = undefined;
    });
    cached = { material, box };
  }
  return cached.box;
}

/** `value` with every sealed string opened under the Worker's keys. */
export const openSecrets = async <T>(env: SecretsEnv, value: T): Promise<T> =>
  (await secretBox(env)).openSecrets(value);
