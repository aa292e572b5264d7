// What the official mezmo terraform provider (github.com/mezmo/terraform-provider-mezmo, commit ad7547d4) does
// with our answers, for the fidelity tests (test/fidelity/mezmo-*.test.ts, test/delivery/provider-shaped.test.ts):
// - client.go readBody (`data`): any status from 200 to 204 is success, `data` of the envelope is decoded;
// - the `...ToModel` functions' reads, with their Go types: bare assertions (`asserted`: a missing field or
//   another type panics), `if c[k] != nil` reads (`optional`, `lenient`), NewObjectValueMust and
//   MapAnyFillMissingValues objects (`exactStrings`, `filled`), lists into maps and string lists (`pairs`,
//   `strings`);
// - the life cycle of a node (`nodeRoundTrip`): create, refresh, update, refresh, each answer's state equal to
//   the state of what was sent (an empty plan), every secret masked for another key of the account and in lists;
// - the `...FromModel` bodies of the destinations more than one test sends (splunk-hec-logs, loki,
//   elasticsearch), with the provider's defaults.
import { expect } from "vitest";
import type { client, Json } from "../helpers";

/** What a key that did not send a secret reads in its place. */
export const MASK = "********";

/** client.go readBody: any status from 200 to 204 is success, and `data` of the envelope is decoded. */
export function data(res: { status: number; body: Json }): Json {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
  expect(res.status, JSON.stringify(res.body)).toBeLessThanOrEqual(204);
  expect(res.body).toHaveProperty("data");
  return res.body.data;
}

export type GoType = "bool" | "string" | "float64";
const isGo = (v: unknown, t: GoType) =>
  t === "bool" ? typeof v === "boolean" : t === "string" ? typeof v === "string" : typeof v === "number";

/** Go's bare assertions `c[k].(T)`: a missing field or another type panics the provider. */
export const asserted = (c: Json, fields: Record<string, GoType>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, t]) => {
      const v = c?.[k];
      expect(isGo(v, t), `${k} is ${t}: ${JSON.stringify(v)}`).toBe(true);
      return [k, v];
    }),
  );

/** `c[k].(T)` when present (`if c[k] != nil`): absent is null in state. */
export const optional = (c: Json, k: string, t: GoType) => {
  const v = c?.[k];
  if (v === undefined || v === null) return null;
  expect(isGo(v, t), `${k} is ${t}: ${JSON.stringify(v)}`).toBe(true);
  return v;
};

/** `if c[k] != nil { v, _ := c[k].(T) }`: absent is null in state, another type its zero value. */
export const lenient = (c: Json, k: string, t: GoType) => {
  const v = c?.[k];
  if (v === undefined || v === null) return null;
  return isGo(v, t) ? v : t === "bool" ? false : t === "string" ? "" : 0;
};

/**
 * `NewObjectValueMust(attrTypes, MapAnyToMapValues(values))` with the attribute types of the plan: the answer's
 * object must have exactly the plan's keys (a missing or extra one panics), each a string (MapAnyToMapValues
 * panics on any other type).
 */
export function exactStrings(o: Json, keys: string[]): Json {
  expect(o !== null && typeof o === "object" && !Array.isArray(o), JSON.stringify(o)).toBe(true);
  expect(Object.keys(o).sort()).toEqual([...keys].sort());
  for (const k of keys) expect(typeof o[k], `${k}: ${JSON.stringify(o[k])}`).toBe("string");
  return o;
}

/**
 * `MapAnyFillMissingValues(attrTypes, values, MapKeys(attrTypes))`: the keys absent, and (all being optional)
 * the empty strings, become null; a key outside `keys` makes NewObjectValueMust panic.
 */
export function filled(o: Json, keys: string[]): Json {
  expect(o !== null && typeof o === "object" && !Array.isArray(o), JSON.stringify(o)).toBe(true);
  for (const k of Object.keys(o)) expect(keys, `unexpected key ${k}`).toContain(k);
  return Object.fromEntries(
    keys.map((k) => {
      const v = o[k];
      if (v === undefined || v === null || v === "") return [k, null];
      expect(typeof v, k).toBe("string");
      return [k, v];
    }),
  );
}

/** `[{<name>, <value>}]` read into a terraform map (loki labels, alert headers). */
export function pairs(list: unknown, name: string, value: string): Json | null {
  if (!Array.isArray(list) || list.length === 0) return null;
  return Object.fromEntries(
    list.map((p: Json) => {
      expect(typeof p[name]).toBe("string");
      expect(typeof p[value]).toBe("string");
      return [p[name], p[value]];
    }),
  );
}

/** A list of strings read with `.([]any)` (SliceToStringListValue): each element a string. */
export function strings(list: unknown): string[] {
  expect(Array.isArray(list), JSON.stringify(list)).toBe(true);
  for (const v of list as unknown[]) expect(typeof v).toBe("string");
  return list as string[];
}

/** The value at a dotted path ("auth.password", "headers.0.header_value"). */
export const at = (c: Json, path: string): unknown =>
  path.split(".").reduce((v: Json | undefined, k) => v?.[k], c);

export type NodeClass = "source" | "transform" | "sink";

/** Who plays the provider: a key of the account, another key of it, and the pipeline the nodes go in. */
export interface ProviderKeys {
  api: ReturnType<typeof client>;
  /** Another service key of the same account: it never reads a secret the first key sent. */
  other: ReturnType<typeof client>;
  pid: string;
}

/**
 * The provider's life cycle of a node with its body, for the keys `keys()` answers (read at each call, as they
 * are set in a beforeAll): the state ToModel builds (`state`) from the create answer (Create,
 * `destination_resource.go:128`), from a GET by the same key (Read `:183`: refresh and import), from the PUT
 * answer (Update `:217`, one non-secret field changed by `change`, by default ack_enabled) and from a GET after
 * it must equal the state of what was sent, secrets included: an empty plan. Another key of the account reads
 * each secret as the mask and none of their text; a list masks them too.
 */
export function nodeRoundTrip(keys: () => ProviderKeys) {
  return async function roundTrip(
    cls: NodeClass,
    type: string,
    userConfig: Json,
    state: (c: Json) => Json,
    /** Dotted paths of the secrets in user_config. */
    secrets: string[],
    options: { change?: (c: Json) => Json; description?: boolean } = {},
  ) {
    const { api, other, pid } = keys();
    const change = options.change ?? ((c: Json) => ({ ...c, ack_enabled: !c.ack_enabled }));
    const inputs =
      cls === "source"
        ? undefined
        : [
            data(
              await api.post(`/v3/pipeline/${pid}/source`, {
                type: "demo-logs",
                user_config: { format: "json" },
              }),
            ).id,
          ];
    // BaseNode: type, inputs (omitempty), title, description (omitempty), user_config, generation_id.
    const createBody = {
      type,
      ...(inputs && { inputs }),
      title: `tf ${type}`,
      ...(options.description !== false && { description: `${type} from terraform` }),
      user_config: userConfig,
      generation_id: 0,
    };
    // Every ToModel reads id, title and description (when not ""), generation_id, and inputs (not for sources).
    const nodeState = (node: Json, sent: Json) => {
      expect(typeof node.id).toBe("string");
      expect(node.type).toBe(type);
      expect(Number.isInteger(node.generation_id)).toBe(true);
      expect(node.title).toBe(sent.title);
      if (sent.description !== undefined) expect(node.description).toBe(sent.description);
      if (cls !== "source") expect(node.inputs).toEqual(sent.inputs);
      return state(node.user_config);
    };

    const created = data(await api.post(`/v3/pipeline/${pid}/${cls}`, createBody));
    const url = `/v3/pipeline/${pid}/${cls}/${created.id}`;
    const planned = state(userConfig);
    expect(nodeState(created, createBody)).toEqual(planned);
    expect(nodeState(data(await api.get(url)), createBody)).toEqual(planned);

    // Update: Id and GenerationId from the previous state, the secrets sent clear from the plan again.
    const updateBody = {
      ...createBody,
      id: created.id,
      generation_id: created.generation_id,
      user_config: change(userConfig),
    };
    const changed = state(updateBody.user_config);
    expect(changed).not.toEqual(planned);
    const updated = data(await api.put(url, updateBody));
    expect(updated.generation_id).toBe(created.generation_id + 1);
    expect(nodeState(updated, updateBody)).toEqual(changed);
    expect(nodeState(data(await api.get(url)), updateBody)).toEqual(changed);

    // Another key of the account: each secret the mask, its text nowhere; a list (even the owner's) masks.
    const foreign = data(await other.get(url));
    const listed = (data(await api.get(`/v3/pipeline/${pid}/${cls}`)) as Json[]).find(
      (n) => n.id === created.id,
    ) as Json;
    expect(listed).toBeDefined();
    for (const path of secrets) {
      const secret = at(updateBody.user_config, path);
      expect(typeof secret).toBe("string");
      expect(secret).not.toBe(MASK);
      expect(at(foreign.user_config, path), path).toBe(MASK);
      expect(JSON.stringify(foreign)).not.toContain(JSON.stringify(secret));
      expect(at(listed.user_config, path), path).toBe(MASK);
      expect(JSON.stringify(listed)).not.toContain(JSON.stringify(secret));
    }
    data(await api.delete(url));
  };
}

/** SplunkHecLogsDestinationFromModel with every default (compression none, tls true, metadata.host/time). */
export const splunkHecBody = (extra: Json = {}): Json => ({
  ack_enabled: true,
  compression: "none",
  url: "https://splunk.example.com:8088",
  token: "hec-token",
  tls_verify_certificate: true,
  host_field: "metadata.host",
  timestamp_field: "metadata.time",
  source: { value_type: "none" },
  sourcetype: { value_type: "none" },
  index: { value_type: "none" },
  ...extra,
});

/** LokiFromModel: endpoint, path, ack_enabled, auth, encoding {codec}, labels as a list. */
export const lokiBody = (extra: Json = {}): Json => ({
  endpoint: "https://loki.example.com",
  path: "/loki/api/v1/push",
  ack_enabled: true,
  auth: { strategy: "basic", user: "username", password: "secret-password" },
  encoding: { codec: "json" },
  labels: [
    { label_name: "app", label_value: "web" },
    { label_name: "env", label_value: "prod" },
  ],
  ...extra,
});

/** ElasticSearchDestinationFromModel: every auth key (the other strategy's ""), the default index template. */
export const elasticsearchBody = (auth: Json, extra: Json = {}): Json => ({
  compression: "none",
  index: "mezmo-%Y.%m.%d",
  ack_enabled: true,
  endpoints: ["https://es1.example.com"],
  auth,
  ...extra,
});
/** Its basic auth (elasticsearch_test.go's user1/pass1). */
export const elasticsearchBasicAuth = {
  strategy: "basic",
  user: "user1",
  password: "pass1",
  access_key_id: "",
  secret_access_key: "",
  region: "",
};
/** Its aws auth (the provider's update step; AWS's documented example key). */
export const elasticsearchAwsAuth = {
  strategy: "aws",
  user: "",
  password: "",
  access_key_id: "AKIAIOSFODNN7EXAMPLE",
  secret_access_key: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-2",
};
