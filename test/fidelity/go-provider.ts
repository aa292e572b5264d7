// What logdna/terraform-provider-logdna (logdna/*.go, commit 9c61359) does on the wire, for the fidelity test:
//   - request.go `MakeRequest`: the body is `json.Marshal` of a request struct (sent only when not nil), with
//     `Content-Type: application/json` only when there is a payload; the key goes in `servicekey` (or
//     `Authorization: Token` when it looks like a platform token `st?_<40 hex>`); any status but 200 is an error.
//   - `json.Unmarshal` of the answer into a response struct (response_types.go): field names match
//     case-insensitively (an exact match first), `null` leaves the zero value, and a JSON value of the wrong
//     type fails the whole decode (UnmarshalTypeError), which fails the terraform operation.
// `goDecode` reproduces that decode for the struct shapes below, so a test asserts exactly what the provider
// would see, or the error it would stop on.
import { SELF } from "cloudflare:test";
import type { Json } from "../helpers";

const PLATFORM_TOKEN = /^st[a-z]_[0-9a-f]{40}$/;

export interface GoResponse {
  status: number;
  text: string;
  body: unknown;
}

/** request.go `newRequestConfig(...).MakeRequest()`, against this Worker. */
export async function goRequest(
  serviceKey: string,
  method: string,
  uri: string,
  body?: Json,
): Promise<GoResponse> {
  const headers: Record<string, string> = {};
  const payload = body === undefined ? "" : JSON.stringify(body);
  if (payload.length > 0) headers["Content-Type"] = "application/json";
  if (PLATFORM_TOKEN.test(serviceKey)) headers.Authorization = `Token ${serviceKey}`;
  else headers.servicekey = serviceKey;
  const res = await SELF.fetch(`https://api.test${uri}`, {
    method,
    headers,
    body: payload.length > 0 ? payload : undefined,
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, text, body: parsed };
}

/** A Go type, as the response structs declare it. */
export type GoType =
  | "string"
  | "bool"
  | "int"
  | "interface"
  | { slice: GoType }
  | { map: GoType }
  | { struct: Record<string, GoType> };

export const goString: GoType = "string";
export const goBool: GoType = "bool";
export const goInt: GoType = "int";
export const goAny: GoType = "interface";
export const slice = (of: GoType): GoType => ({ slice: of });
export const goMap = (of: GoType): GoType => ({ map: of });
export const struct = (fields: Record<string, GoType>): GoType => ({ struct: fields });

const zero = (t: GoType): unknown => {
  if (t === "string") return "";
  if (t === "bool") return false;
  if (t === "int") return 0;
  if (t === "interface") return null;
  if ("slice" in t || "map" in t) return null; // a nil slice or map
  return Object.fromEntries(Object.entries(t.struct).map(([k, v]) => [k, zero(v)]));
};

/** `json.Unmarshal(value, &T)`: the decoded value, or throws the type error Go would return. */
export function goDecode(value: unknown, t: GoType, at = "$"): unknown {
  if (value === null || value === undefined) return zero(t);
  const fail = (want: string) => {
    throw new Error(`json: cannot unmarshal ${JSON.stringify(value)} into Go value of type ${want} at ${at}`);
  };
  if (t === "interface") return value;
  if (t === "string") return typeof value === "string" ? value : fail("string");
  if (t === "bool") return typeof value === "boolean" ? value : fail("bool");
  if (t === "int") return typeof value === "number" && Number.isInteger(value) ? value : fail("int");
  if ("slice" in t) {
    if (!Array.isArray(value)) return fail("slice");
    return value.map((v, i) => goDecode(v, t.slice, `${at}[${i}]`));
  }
  if ("map" in t) {
    if (typeof value !== "object" || Array.isArray(value)) return fail("map");
    return Object.fromEntries(
      Object.entries(value as Json).map(([k, v]) => [k, goDecode(v, t.map, `${at}.${k}`)]),
    );
  }
  if (typeof value !== "object" || Array.isArray(value)) return fail("struct");
  const obj = value as Json;
  const out: Json = {};
  for (const [name, type] of Object.entries(t.struct)) {
    const key = name in obj ? name : Object.keys(obj).find((k) => k.toLowerCase() === name.toLowerCase());
    out[name] = goDecode(key === undefined ? undefined : obj[key], type, `${at}.${name}`);
  }
  return out;
}

// ---- response_types.go (and the resource files that declare their own) ----

/** response_types.go `channelResponse`. */
export const channelResponse = struct({
  alertid: goString,
  bodyTemplate: goString,
  emails: goAny,
  headers: goMap(goString),
  immediate: goBool,
  integration: goString,
  key: goString,
  method: goString,
  operator: goString,
  terminal: goBool,
  triggerinterval: goAny,
  triggerlimit: goInt,
  timezone: goString,
  url: goString,
  autoresolve: goBool,
  autoresolveinterval: goString,
  autoresolvelimit: goInt,
});

/** response_types.go `viewResponse` (`ViewID` is tagged `viewID`: matched case-insensitively). */
export const viewResponse = struct({
  apps: slice(goString),
  category: slice(goString),
  channels: slice(channelResponse),
  error: goString,
  hosts: slice(goString),
  levels: slice(goString),
  name: goString,
  query: goString,
  tags: slice(goString),
  presetids: slice(goString),
  viewID: goString,
});

/** response_types.go `alertResponse`. */
export const alertResponse = struct({ name: goString, channels: slice(channelResponse), presetid: goString });

/** response_types.go `keyResponse`. */
export const keyResponse = struct({
  id: goString,
  key: goString,
  name: goString,
  type: goString,
  created: goInt,
});

/** response_types.go `memberResponse`. */
export const memberResponse = struct({ email: goString, role: goString, groups: slice(goString) });

/** response_types.go `categoryResponse`. */
export const categoryResponse = struct({ name: goString, type: goString, id: goString });

/** response_types.go `archiveResponse`. */
export const archiveResponse = struct({
  integration: goString,
  bucket: goString,
  endpoint: goString,
  apikey: goString,
  resourceinstanceid: goString,
  accountname: goString,
  accountkey: goString,
  projectid: goString,
  space: goString,
  accesskey: goString,
  secretkey: goString,
  authurl: goString,
  expires: goInt,
  username: goString,
  password: goString,
  tenantname: goString,
});

/** response_types.go `indexRateAlertResponse` (with its channel and webhook structs). */
export const indexRateAlertResponse = struct({
  max_lines: goInt,
  max_z_score: goInt,
  threshold_alert: goString,
  frequency: goString,
  channels: struct({
    email: slice(goString),
    pagerduty: slice(goString),
    slack: slice(goString),
    webhook: slice(
      struct({ url: goString, method: goString, headers: goMap(goString), bodyTemplate: goString }),
    ),
  }),
  enabled: goBool,
});

/** exclusion_rule.go `exclusionRule` + ingestion_exclusion_rule.go `ingestionExclusionRule`. */
export const ingestionExclusionRule = struct({
  id: goString,
  title: goString,
  active: goBool,
  apps: slice(goString),
  hosts: slice(goString),
  query: goString,
  indexonly: goBool,
});

/** What `d.Set` of a TypeList makes of a nil slice: an empty list (terraform has no null list). */
export const list = (v: unknown) => (v === null ? [] : v);
