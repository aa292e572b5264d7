// Owner-bound secrets: credentials in configurations (node kinds, alert channels, archiving, API keys) are
// sealed with AES-256-GCM under the Worker secret SECRETS_KEY before they are stored, together with the id of
// the API key that sent their clear text (the owner). A single-resource read by the owner answers the clear
// text (the terraform providers build their state from reads: an empty plan needs it); every other key,
// every list, revision, export and log answers SECRET_MASK. The data plane opens them where they are used.
//
// Which fields are secret is said once, in the zod schema: `secretString` (or `.meta({ writeOnly: true })`);
// fields that say where a credential goes (a URL, a host, a bucket) are marked `credentialTarget`. The same
// marks put `writeOnly` into the catalog's JSON Schema; the walker below follows the schema next to the
// value, so no list of paths has to be kept in step with the schemas.
//
// A sealed value is `sealed:v2:<key id>:<owner>:<base64url(iv ‖ ciphertext)>`, the owner bound to the
// ciphertext as AES-GCM's additional data (a row edited to name another owner does not open). The key id
// (8 hex digits of the key's SHA-256) picks the key when opening, so a rotated-out key listed in
// SECRETS_KEYS_PREVIOUS still opens what it sealed until the re-seal pass has rewritten it. `sealed:v1:`
// values (before owners) open as before and belong to nobody.
import { z } from "zod";

/** What every read answers in place of a secret; writing it back keeps the stored value. */
export const SECRET_MASK = "********";

/** What every form of a sealed value starts with (a client may not send a string that does). */
export const SEALED_MARK = "sealed:v";
const SEALED_V1 = "sealed:v1:";
const SEALED_V2 = "sealed:v2:";
/** Owners are API key ids (UUIDs); "" is nobody. */
const OWNER = /^[A-Za-z0-9_-]{0,64}$/;

/** A string field that only its owner reads back (see above). */
export function secretString(): z.ZodString;
export function secretString<S extends z.ZodType<string>>(schema: S): S;
export function secretString(schema: z.ZodType<string> = z.string().min(1).max(4096)) {
  return schema.meta({ writeOnly: true });
}

/** The mark's name, also in the catalog's JSON Schema (an `x-` extension keyword, as OpenAPI's). */
const TARGET_MARK = "x-credential-target";

/**
 * A field that says where a credential of the same configuration (or list entry) is sent: a URL, host,
 * endpoint, bucket or region. Changing it while sending the mask for a credential is refused, so nobody can
 * send a stored credential somewhere new without knowing it.
 */
export const credentialTarget = <S extends z.ZodType>(schema: S): S =>
  schema.meta({ [TARGET_MARK]: true }) as S;

export const isSealed = (value: unknown): value is string =>
  typeof value === "string" && (value.startsWith(SEALED_V2) || value.startsWith(SEALED_V1));

const isSecretSchema = (schema: z.ZodType) => z.globalRegistry.get(schema)?.writeOnly === true;
const isTargetSchema = (schema: z.ZodType) => z.globalRegistry.get(schema)?.[TARGET_MARK] === true;

type Path = (string | number)[];
type Visit = (path: Path, value: string) => void;

/** Calls `visit` for every secret string in `value`, following `schema` alongside it. */
export const forEachSecret = (schema: z.ZodType, value: unknown, visit: Visit): void =>
  forEachMarked(schema, value, isSecretSchema, (path, v) => {
    if (typeof v === "string") visit(path, v);
  });

/** The paths of the credential targets (see credentialTarget) that `value` holds. */
export function targetPaths(schema: z.ZodType, value: unknown): Path[] {
  const seen = new Map<string, Path>();
  forEachMarked(schema, value, isTargetSchema, (path) => seen.set(JSON.stringify(path), path));
  return [...seen.values()];
}

/** Calls `visit` for every value in `value` whose schema (followed alongside it) is `marked`. */
function forEachMarked(
  schema: z.ZodType,
  value: unknown,
  marked: (schema: z.ZodType) => boolean,
  visit: (path: Path, value: unknown) => void,
  path: Path = [],
): void {
  if (value === undefined || value === null) return;
  if (marked(schema)) {
    visit(path, value);
    return;
  }
  // zod's own definitions: wrappers hold `innerType`, objects `shape`, and so on.
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, v: unknown, p: Path) =>
    forEachMarked(inner as z.ZodType, v, marked, visit, p);
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
      // A discriminated union: the options the value's discriminator picks (webhook's `uri` may be marked
      // where slack's is not). Otherwise each option's marks: options of such unions do not reuse a field
      // name with another meaning.
      for (const option of unionOptions(def, value)) walk(option, value, path);
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

/** The options of a union definition that can describe `value`. */
function unionOptions(def: Record<string, unknown>, value: unknown): unknown[] {
  const options = def.options as { _zod: { propValues?: Record<string, Set<unknown>> } }[];
  const discriminator = def.discriminator;
  if (typeof discriminator !== "string" || typeof value !== "object" || value === null) return options;
  const tag = (value as Record<string, unknown>)[discriminator];
  return options.filter((option) => option._zod.propValues?.[discriminator]?.has(tag) ?? true);
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

/** A copy of `value` with every secret replaced by the mask (an empty one stays empty): what lists answer. */
export const maskSecrets = <T>(schema: z.ZodType, value: T): T =>
  replaceSecrets(schema, value, (path) => (getAt(value, path) === "" ? "" : SECRET_MASK));

/** A write that sent the mask where nothing is stored: there is no secret to keep. */
export class MaskWithoutSecret extends Error {
  constructor(readonly path: Path) {
    super(`${path.join(".")}: send the secret itself; ${SECRET_MASK} only keeps a secret already stored`);
  }
}

/** A secret cannot be sealed or opened because SECRETS_KEY is not set (or a stored value's key is gone). */
export class SecretsKeyMissing extends Error {}

/**
 * A write sent the mask for a stored credential while changing where it goes (`target`): the credential must
 * be sent again, or anyone who may edit the configuration could send it to an address of their choosing.
 */
export class MaskedCredentialMoved extends Error {
  constructor(
    readonly target: Path,
    readonly masked: Path,
  ) {
    super(
      `${target.join(".")} changed while ${masked.join(".")} was sent as ${SECRET_MASK}: send the credential again to use it with a new ${String(target[target.length - 1])}`,
    );
  }
}

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

  /** `plain` sealed for `owner` (the id of the API key that sent it; "" for nobody). */
  async seal(plain: string, owner: string): Promise<string> {
    if (!this.current)
      throw new SecretsKeyMissing("SECRETS_KEY is not set: run `wrangler secret put SECRETS_KEY`");
    if (!OWNER.test(owner)) throw new Error(`not an owner id: ${owner}`);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = new TextEncoder().encode(plain);
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: "AES-GCM", iv, additionalData: ownerData(owner) },
        this.current.key,
        data,
      ),
    );
    const out = new Uint8Array(iv.length + sealed.length);
    out.set(iv);
    out.set(sealed, iv.length);
    return `${SEALED_V2}${this.current.id}:${owner}:${base64url(out)}`;
  }

  /** The plain text of a sealed value; any other value (written before sealing existed) as it is. */
  async open(value: string): Promise<string> {
    if (!isSealed(value)) return value;
    const { keyId, owner, payload } = partsOf(value);
    const key = this.byId.get(keyId);
    if (!key)
      throw new SecretsKeyMissing(`no key ${keyId} for a stored secret: is SECRETS_KEYS_PREVIOUS set?`);
    const bytes = fromBase64(payload);
    const plain = await crypto.subtle.decrypt(
      {
        name: "AES-GCM",
        iv: bytes.slice(0, 12),
        ...(owner !== null && { additionalData: ownerData(owner) }),
      },
      key.key,
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  }

  /**
   * `incoming` (already validated by `schema`) as it is stored: each secret sealed for `writer`, and each
   * mask replaced by what the stored configuration holds at the same path (read only if a mask was sent),
   * keeping its owner. A value that is already sealed is kept as it is; an empty one stays empty (it is no
   * secret, and the providers expect `""` back).
   */
  async sealSecrets<T>(
    schema: z.ZodType,
    incoming: T,
    writer: string,
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
        if (typeof kept !== "string" || kept === "") throw new MaskWithoutSecret(path);
        setAt(copy, path, isSealed(kept) ? kept : await this.seal(kept, ""));
      } else if (value !== "" && !isSealed(value)) {
        setAt(copy, path, await this.seal(value, writer));
      }
    }
    return copy;
  }

  /**
   * `stored` as `reader` (an API key id) sees it in a single-resource read or in the answer to its write:
   * each secret that key sent opened, every other one masked, an empty one empty. `sent`: the body of the
   * write this answers; a mask it sent is answered as the mask (the write's plan holds the mask).
   */
  async revealSecrets<T>(schema: z.ZodType, stored: T, reader: string, sent?: unknown): Promise<T> {
    const paths = secretPaths(schema, stored);
    if (paths.length === 0) return stored;
    const copy = structuredClone(stored);
    for (const path of paths)
      setAt(copy, path, await this.reveal(getAt(stored, path), reader, getAt(sent, path)));
    return copy;
  }

  /** One stored secret as `reader` sees it (see revealSecrets). */
  async reveal(value: unknown, reader: string, sent?: unknown): Promise<unknown> {
    if (value === "" || value === null || value === undefined) return value;
    if (sent === SECRET_MASK || !isSealed(value) || ownerOf(value) !== reader || reader === "")
      return SECRET_MASK;
    try {
      return await this.open(value);
    } catch {
      return SECRET_MASK; // a key rotated away: nothing to show, and a read does not fail for it
    }
  }

  /** A copy of `value` with every sealed string opened, wherever it is: what the data plane uses. */
  openSecrets<T>(value: T): Promise<T> {
    return mapSealed(value, (sealed) => this.open(sealed));
  }

  /** A copy of `value` with what an older key sealed sealed again under the current key, for its owner. */
  resealSecrets<T>(value: T): Promise<T> {
    return mapSealed(value, async (sealed) =>
      sealed.startsWith(`${SEALED_V2}${this.keyId}:`)
        ? sealed
        : this.seal(await this.open(sealed), ownerOf(sealed) ?? ""),
    );
  }
}

/** The additional data that binds a ciphertext to its owner. */
const ownerData = (owner: string) => new TextEncoder().encode(`owner:${owner}`);

/** The parts of a sealed value; `owner` null for a `sealed:v1:` value (sealed before owners). */
function partsOf(sealed: string): { keyId: string; owner: string | null; payload: string } {
  if (sealed.startsWith(SEALED_V1)) {
    const [keyId, payload] = sealed.slice(SEALED_V1.length).split(":");
    return { keyId, owner: null, payload };
  }
  const [keyId, owner, payload] = sealed.slice(SEALED_V2.length).split(":");
  return { keyId, owner, payload };
}

/** The id of the API key that sent a sealed value's clear text; null for nobody. */
export const ownerOf = (sealed: string): string | null => partsOf(sealed).owner || null;

/** A copy of `value` with every sealed string replaced by `map`'s answer. */
async function mapSealed<T>(value: T, map: (sealed: string) => Promise<string>): Promise<T> {
  if (!JSON.stringify(value ?? null).includes(SEALED_MARK)) return value;
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
