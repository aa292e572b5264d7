// Every field that decides what a credential reaches is a credential target (src/lib/sealed-secrets.ts
// credentialTarget): sending a secret as the mask while changing one is a 400 naming that field, so a key that
// cannot read a credential cannot point it at other data (another topic, bucket, prefix, project, index...)
// and watch what comes back through tap or tail. The catalog walk fails when a kind holds a secret and
// declares no target; then each target of each kind is moved with its secrets masked, and refused.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { findNodeKind, typesOfClass } from "../../src/engine/kinds";
import { maskSecrets, targetPaths } from "../../src/lib/sealed-secrets";
import { client, createAccount, type Json } from "../helpers";
import {
  expectInvalid,
  MINIMAL_DESTINATION_CONFIG,
  MINIMAL_SOURCE_CONFIG,
  newPipeline,
  ok,
} from "./fixtures";

type Api = ReturnType<typeof client>;
type WireClass = "source" | "sink";

/** Kinds that hold a secret that goes nowhere, so nothing decides where it goes (with the reason). */
const NO_TARGET: Record<string, string> = {
  "source:webhook": "its signing_key checks what others send to us; it is never sent",
};

const hasSecret = (schema: z.ZodType) =>
  JSON.stringify(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })).includes(
    '"writeOnly":true',
  );
const hasTarget = (schema: z.ZodType) =>
  JSON.stringify(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })).includes(
    '"x-credential-target":true',
  );

describe("the catalog", () => {
  it("declares where the credentials of every kind that holds one go", () => {
    const missing: string[] = [];
    for (const wire of ["source", "sink"] as const)
      for (const type of typesOfClass(wire)) {
        const schema = findNodeKind(wire, type)?.config as z.ZodType;
        if (hasSecret(schema) && !hasTarget(schema) && !NO_TARGET[`${wire}:${type}`])
          missing.push(`${wire} ${type}`);
      }
    expect(missing).toEqual([]);
  });
});

const basic = { strategy: "basic", user: "ops", password: "pa55-w0rd" };

/** A configuration per kind that holds a secret, with its targets set (the minimal ones, with a credential). */
const WITH_SECRETS: [WireClass, string, Json][] = [
  ["source", "s3", { ...MINIMAL_SOURCE_CONFIG.s3, prefix: "app/" }],
  ["source", "sqs", MINIMAL_SOURCE_CONFIG.sqs],
  [
    "source",
    "kafka",
    {
      ...MINIMAL_SOURCE_CONFIG.kafka,
      tls_enabled: true,
      sasl: { mechanism: "plain", username: "reader", password: "kafka-secret" },
    },
  ],
  ["source", "cloud-event-hub", { ...MINIMAL_SOURCE_CONFIG["cloud-event-hub"], group_id: "readers" }],
  [
    "sink",
    "http",
    { uri: "https://collector.example.com/in", auth: { strategy: "bearer", token: "tok-123456" } },
  ],
  ["sink", "s3", { ...MINIMAL_DESTINATION_CONFIG.s3, prefix: "logs/" }],
  ["sink", "elasticsearch", { ...MINIMAL_DESTINATION_CONFIG.elasticsearch, auth: basic }],
  ["sink", "loki", { ...MINIMAL_DESTINATION_CONFIG.loki, auth: basic, tenant_id: "team-a" }],
  ["sink", "splunk-hec-logs", { ...MINIMAL_DESTINATION_CONFIG["splunk-hec-logs"], index: "main" }],
  ["sink", "datadog-logs", MINIMAL_DESTINATION_CONFIG["datadog-logs"]],
  ["sink", "datadog-metrics", MINIMAL_DESTINATION_CONFIG["datadog-metrics"]],
  ["sink", "honeycomb-logs", MINIMAL_DESTINATION_CONFIG["honeycomb-logs"]],
  ["sink", "new-relic", { ...MINIMAL_DESTINATION_CONFIG["new-relic"], api: "logs" }],
  ["sink", "azure-blob-storage", { ...MINIMAL_DESTINATION_CONFIG["azure-blob-storage"], prefix: "logs/" }],
  [
    "sink",
    "prometheus-remote-write",
    {
      ...MINIMAL_DESTINATION_CONFIG["prometheus-remote-write"],
      auth: { strategy: "bearer", token: "tok-123456" },
    },
  ],
  [
    "sink",
    "gcp-cloud-storage",
    { ...MINIMAL_DESTINATION_CONFIG["gcp-cloud-storage"], bucket_prefix: "logs/" },
  ],
  ["sink", "gcp-cloud-pubsub", MINIMAL_DESTINATION_CONFIG["gcp-cloud-pubsub"]],
  ["sink", "gcp-cloud-operations", MINIMAL_DESTINATION_CONFIG["gcp-cloud-operations"]],
  ["sink", "gcp-cloud-monitoring", MINIMAL_DESTINATION_CONFIG["gcp-cloud-monitoring"]],
  [
    "sink",
    "kafka",
    {
      ...MINIMAL_DESTINATION_CONFIG.kafka,
      tls_enabled: true,
      sasl_mechanism: "PLAIN",
      sasl_enabled: true,
      sasl_username: "writer",
      sasl_password: "kafka-secret",
    },
  ],
];

/** Another valid value for a target: the field's own second choice where it is an enum, else a near copy. */
const OTHER: Record<string, unknown> = {
  region: "us-west-2",
  site: "eu1",
  api: "metrics",
  mechanism: "scram-sha-256",
  sasl_mechanism: "SCRAM-SHA-256",
  tls_enabled: false,
};
function moved(field: string, value: unknown): unknown {
  if (field in OTHER) return OTHER[field];
  if (typeof value === "string") {
    if (/^https?:\/\//.test(value)) return value.replace(/\/\/[^/:]+/, "//moved.example.com");
    return `${value.replace(/\/$/, "")}-2${value.endsWith("/") ? "/" : ""}`;
  }
  if (Array.isArray(value) && typeof value[0] === "string") return value.map((v) => moved(field, v));
  if (Array.isArray(value)) return value.map((v) => ({ ...v, host: "moved-broker" }));
  throw new Error(`no other value for ${field}: ${JSON.stringify(value)}`);
}

function withAt(config: Json, path: (string | number)[], value: unknown): Json {
  const copy = structuredClone(config);
  let at: Json = copy;
  for (const step of path.slice(0, -1)) at = at[step as string];
  at[path[path.length - 1] as string] = value;
  return copy;
}

describe("a mask sent while a target moves", () => {
  let api: Api;
  let p: string;
  let input: string;
  beforeAll(async () => {
    api = client(await createAccount("credential-targets"));
    p = await newPipeline(api, "targets");
    input = ok(await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).id as string;
  });

  for (const [wire, type, config] of WITH_SECRETS) {
    const schema = findNodeKind(wire, type)?.config as z.ZodType;
    for (const path of targetPaths(schema, config)) {
      const field = String(path[path.length - 1]);
      it(`${wire} ${type}: ${path.join(".")}`, async () => {
        const inputs = wire === "sink" ? { inputs: [input] } : {};
        const node = ok(
          await api.post(`/v3/pipeline/${p}/${wire}`, { type, ...inputs, user_config: config }),
        );
        const url = `/v3/pipeline/${p}/${wire}/${node.id}`;
        const masked = maskSecrets(schema as never, config);
        const write = (user_config: Json, generation_id: number) =>
          api.put(url, { type, ...inputs, user_config, generation_id });
        // Masked and in place: taken (the credential stays where it was).
        ok(await write(masked, node.generation_id));
        const now = ok(await api.get(url));
        // Masked and moved: refused, naming the target, and nothing changed.
        const refused = await write(
          withAt(masked, path, moved(field, pathValue(config, path))),
          now.generation_id,
        );
        expectInvalid(refused, `/user_config/${path.join("/")}`);
        expect(ok(await api.get(url))).toEqual(now);
      });
    }
  }
});

describe("a target sent as the mask", () => {
  it("is a new value like any other (the mask keeps secrets only): refused beside a masked credential", async () => {
    const api = client(await createAccount("credential-targets-mask"));
    const p = await newPipeline(api, "mask as target");
    const config = {
      ...MINIMAL_SOURCE_CONFIG.kafka,
      sasl: { mechanism: "plain", username: "reader", password: "pw-123456" },
    };
    const node = ok(await api.post(`/v3/pipeline/${p}/source`, { type: "kafka", user_config: config }));
    const masked = maskSecrets(findNodeKind("source", "kafka")?.config as never, config) as Json;
    const refused = await api.put(`/v3/pipeline/${p}/source/${node.id}`, {
      type: "kafka",
      user_config: { ...masked, group_id: "********" },
      generation_id: node.generation_id,
    });
    expectInvalid(refused, "/user_config/group_id");
  });
});

function pathValue(config: Json, path: (string | number)[]): unknown {
  let at: unknown = config;
  for (const step of path) at = (at as Json)[step as string];
  return at;
}
