// The credential-bearing resources of the official mezmo terraform provider (github.com/mezmo/terraform-provider-mezmo,
// commit ad7547d4) that test/fidelity/mezmo-secrets.test.ts left out because their bodies were refused: the s3,
// kafka and azure_event_hub sources and the logs destination.
//
// As there: the provider builds its state from the create answer (`source_resource.go`, `destination_resource.go`),
// from GET on refresh and import, and from the update answer, with `...ToModel` functions that copy every field,
// secrets included, with bare Go type assertions (a missing field or another type panics) and build objects with
// `NewObjectValueMust` (a missing or extra key panics). For an empty plan after apply and refresh, the state ToModel
// builds from each answer must equal the state of what was sent: the key that sent a secret reads it back clear;
// any other key of the account, and any list, reads `********` and none of its text.
//
// Each body is what the provider's `...FromModel` marshals, and each `state` function reads what the matching
// `...ToModel` reads, with its Go types. Both are applied to the body sent and to each answer, and must agree.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  client,
  createAccount,
  expectV3Error,
  type Json,
  otherServiceKey,
  type TestAccount,
} from "../helpers";
import { asserted, data, exactStrings, lenient, nodeRoundTrip, strings } from "./mezmo-client";

let account: TestAccount;
let api: ReturnType<typeof client>;
/** Another service key of the same account: it never reads a secret the first key sent. */
let other: ReturnType<typeof client>;
let pid: string;

beforeAll(async () => {
  account = await createAccount("mezmo-sources");
  api = client(account);
  other = client(await otherServiceKey(account));
  pid = data(await api.post("/v3/pipeline", { title: "provider sources", origin: "terraform" })).id;
});

const roundTrip = nodeRoundTrip(() => ({ api, other, pid }));

// KafkaSourceFromModel: brokers [{host, port}], topics, group_id, tls_enabled, decoding_codec (the plan's
// `decoding`, Computed default json), and sasl_enabled; with a sasl block, sasl_username, sasl_password and
// sasl_mechanism too. Values of pkg/resources/testdata/sources/kafka.json (its password "pass" would be found in
// the masked answer's field names).
const kafkaBody = {
  decoding_codec: "json",
  brokers: [{ host: "localhost", port: 3000 }],
  topics: ["first", "second"],
  group_id: "group_2",
  tls_enabled: false,
  sasl_enabled: true,
  sasl_mechanism: "PLAIN",
  sasl_username: "user",
  sasl_password: "kafka-sasl-secret",
};

describe("sources (models/sources/*.go, client.go CreateSource/Source/UpdateSource)", () => {
  // S3SourceFromModel: region, sqs_queue_url, auth {access_key_id, secret_access_key}, compression (Computed
  // default auto; auto|gzip|none|zstd), always; title and description. The provider's example sends
  // sqs_queue_url "https://hello.com/sqs" and access_key_id "123" and its testdata "sqs_queue_url": an SQS
  // queue URL (https) and an AWS key id (16 to 128 characters) are required here, as for mezmo_sqs_source.
  const s3Body = {
    region: "us-east-2",
    sqs_queue_url: "https://sqs.us-east-2.amazonaws.com/123456789012/s3-notifications",
    auth: { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "secret123" },
    compression: "gzip",
  };

  it("mezmo_s3_source (models/sources/s3.go S3SourceFromModel/S3SourceToModel)", async () => {
    const userConfig = s3Body;
    // S3SourceToModel: region, sqs_queue_url and compression `, _ := .(string)` when present; auth
    // `.(map[string]any)` into NewObjectValueMust with the schema's attribute types: exactly the two keys.
    const state = (c: Json) => ({
      region: lenient(c, "region", "string"),
      sqs_queue_url: lenient(c, "sqs_queue_url", "string"),
      compression: lenient(c, "compression", "string"),
      auth: exactStrings(c.auth, ["access_key_id", "secret_access_key"]),
    });
    await roundTrip("source", "s3", userConfig, state, ["auth.secret_access_key"], {
      change: (c) => ({ ...c, compression: "zstd" }),
    });
    // Its default compression, and the queue moved (a credential target: sent with the clear secret, as the
    // provider does).
    await roundTrip(
      "source",
      "s3",
      { ...userConfig, compression: "auto" },
      state,
      ["auth.secret_access_key"],
      {
        change: (c) => ({
          ...c,
          region: "eu-west-1",
          sqs_queue_url: "https://sqs.eu-west-1.amazonaws.com/123456789012/s3-notifications",
        }),
      },
    );
  });

  it("mezmo_s3_source: refuses what cannot be read, naming the field", async () => {
    const base = { ...s3Body, compression: "auto" };
    const post = (user_config: Json) => api.post(`/v3/pipeline/${pid}/source`, { type: "s3", user_config });
    const pointer = (res: ApiResponse) =>
      (expectV3Error(res, 400, "EVALIDATION").errors as Json[]).map((e) => e.instancePath);
    // The provider's testdata queue URL is no URL; its example's is http.
    expect(pointer(await post({ ...base, sqs_queue_url: "sqs_queue_url" }))).toContain(
      "/user_config/sqs_queue_url",
    );
    expect(pointer(await post({ ...base, sqs_queue_url: "http://hello.com/sqs" }))).toContain(
      "/user_config/sqs_queue_url",
    );
    expect(pointer(await post({ ...base, compression: "brotli" }))).toContain("/user_config/compression");
    // A bucket and a queue at once: one form or the other.
    expect((await post({ ...base, bucket: "logs" })).status).toBe(400);
  });

  it("mezmo_kafka_source (models/sources/kafka.go KafkaSourceFromModel/KafkaSourceToModel)", async () => {
    const userConfig = kafkaBody;
    // KafkaSourceToModel: brokers `.([]interface{})` (host `.(string)`, port `.(float64)`), topics, group_id
    // `.(string)`, tls_enabled `.(bool)`, decoding_codec `.(string)`; sasl_enabled `, _ := .(bool)` when
    // present, and if true KafkaDestinationSASLToModel: username, password and mechanism `.(string)` each,
    // into NewObjectValueMust (all three keys needed).
    const state = (c: Json) => {
      expect(Array.isArray(c.brokers)).toBe(true);
      const saslEnabled = lenient(c, "sasl_enabled", "bool") === true;
      return {
        brokers: (c.brokers as Json[]).map((b) => asserted(b, { host: "string", port: "float64" })),
        topics: strings(c.topics),
        ...asserted(c, { group_id: "string", tls_enabled: "bool", decoding_codec: "string" }),
        sasl: saslEnabled
          ? {
              username: asserted(c, { sasl_username: "string" }).sasl_username,
              password: asserted(c, { sasl_password: "string" }).sasl_password,
              mechanism: asserted(c, { sasl_mechanism: "string" }).sasl_mechanism,
            }
          : null,
      };
    };
    await roundTrip("source", "kafka", userConfig, state, ["sasl_password"], {
      change: (c) => ({ ...c, decoding_codec: "bytes" }),
    });
    // A sasl block without mechanism: Optional+Computed, unknown in the plan, sent as "" (PLAIN).
    await roundTrip("source", "kafka", { ...userConfig, sasl_mechanism: "" }, state, ["sasl_password"], {
      change: (c) => ({ ...c, group_id: "group_3" }),
    });
    // Without sasl: sasl_enabled false alone; the brokers moved on update (a credential target, no secret).
    const plain = {
      decoding_codec: "json",
      brokers: [{ host: "brokers.kafka.com", port: 9092 }],
      topics: ["topic1", "topic2"],
      group_id: "my-group-id",
      tls_enabled: true,
      sasl_enabled: false,
    };
    await roundTrip("source", "kafka", plain, state, [], {
      change: (c) => ({ ...c, brokers: [{ host: "brokers-2.kafka.com", port: 9093 }] }),
    });
  });

  it("mezmo_kafka_source: our own form is still taken, and a half-filled sasl is refused by name", async () => {
    const own = data(
      await api.post(`/v3/pipeline/${pid}/source`, {
        type: "kafka",
        user_config: {
          brokers: [{ host: "broker-1", port: 9093 }],
          topics: ["events"],
          group_id: "g",
          sasl: { mechanism: "scram-sha-256", username: "u", password: "own-form-secret" },
        },
      }),
    );
    expect(own.user_config).toEqual({
      brokers: [{ host: "broker-1", port: 9093 }],
      topics: ["events"],
      group_id: "g",
      tls_enabled: true,
      sasl: { mechanism: "scram-sha-256", username: "u", password: "own-form-secret" },
      decoding: "json",
    });
    const { sasl_password: _, ...withoutPassword } = kafkaBody;
    const res = await api.post(`/v3/pipeline/${pid}/source`, { type: "kafka", user_config: withoutPassword });
    expect((expectV3Error(res, 400, "EVALIDATION").errors as Json[]).map((e) => e.instancePath)).toContain(
      "/user_config/sasl_password",
    );
  });

  it("mezmo_azure_event_hub_source (models/sources/azure_event_hub.go AzureEventHubSourceFromModel/ToModel)", async () => {
    // AzureEventHubSourceFromModel: type "azure-event-hub" (AZURE_EVENT_HUB_SOURCE_NODE_NAME), decoding_codec
    // (the plan's decoding, Computed default bytes), connection_string, namespace, group_id, topics, always.
    // Values of pkg/resources/testdata/sources/azure_event_hub.json, but for the namespace ("new namespace"
    // cannot name a host: refused below) and a connection string of the shape Azure gives.
    const userConfig = {
      decoding_codec: "json",
      connection_string:
        "Endpoint=sb://telemetry-ns.servicebus.windows.net/;SharedAccessKeyName=listen;SharedAccessKey=a2V5LXZhbHVl",
      namespace: "telemetry-ns",
      group_id: "new-group-id",
      topics: ["foo", "bar"],
    };
    // AzureEventHubSourceToModel: decoding_codec, connection_string, namespace, group_id `.(string)`; topics
    // `.([]any)`.
    const state = (c: Json) => ({
      ...asserted(c, {
        decoding_codec: "string",
        connection_string: "string",
        namespace: "string",
        group_id: "string",
      }),
      topics: strings(c.topics),
    });
    await roundTrip("source", "azure-event-hub", userConfig, state, ["connection_string"], {
      change: (c) => ({ ...c, group_id: "$Default", decoding_codec: "bytes" }),
    });
    // The provider's default decoding (bytes), filled when a body leaves it out.
    const { decoding_codec: _, ...withoutDecoding } = userConfig;
    const created = data(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "azure-event-hub", user_config: withoutDecoding }),
    );
    expect(created.user_config.decoding_codec).toBe("bytes");
    const res = await api.post(`/v3/pipeline/${pid}/source`, {
      type: "azure-event-hub",
      user_config: { ...userConfig, namespace: "new namespace" },
    });
    expect((expectV3Error(res, 400, "EVALIDATION").errors as Json[]).map((e) => e.instancePath)).toContain(
      "/user_config/namespace",
    );
    // An alias: GET /v3/pipeline/node lists SPEC's cloud-event-hub, not the provider's name.
    const catalog = data(await api.get("/v3/pipeline/node")) as Json[];
    expect(catalog.some((e) => e.type === "azure-event-hub")).toBe(false);
    expect(catalog.some((e) => e.type === "cloud-event-hub")).toBe(true);
  });
});

describe("destinations (models/destinations/*.go, client.go CreateDestination/Destination/UpdateDestination)", () => {
  // MezmoDestinationToModel: ack_enabled `.(bool)`, mezmo_host `.(string)`; ingestion_key `.(string)` when
  // present; use_ingestion_key `.(bool)` when present, else false; query, when a non-empty map: hostname
  // `.(string)` (panics when missing), tags `.([]any)` when present, ip and mac when present; message: scheme
  // `.(string)` looked up with FindKey (an unknown scheme panics), and the explicit options, which make an
  // object only when one is set.
  const SCHEMES: Record<string, string> = {
    "Explicit field selection": "explicit",
    "Message pass-through": "pass-through",
  };
  const state = (c: Json) => {
    const query = c.query && Object.keys(c.query).length > 0 ? c.query : null;
    const message = c.message as Json;
    expect(Object.keys(SCHEMES), JSON.stringify(message)).toContain(message.scheme);
    const explicitKeys = ["line", "app", "file", "env", "meta_field", "timestamp_field"];
    const explicit = Object.fromEntries(explicitKeys.map((k) => [k, lenient(message, k, "string")]));
    return {
      ...asserted(c, { ack_enabled: "bool", mezmo_host: "string" }),
      ingestion_key:
        c.ingestion_key === undefined ? null : asserted(c, { ingestion_key: "string" }).ingestion_key,
      use_ingestion_key:
        c.use_ingestion_key === undefined
          ? false
          : asserted(c, { use_ingestion_key: "bool" }).use_ingestion_key,
      query: query
        ? {
            ...asserted(query, { hostname: "string" }),
            tags: query.tags === undefined ? null : strings(query.tags),
            ip: lenient(query, "ip", "string"),
            mac: lenient(query, "mac", "string"),
          }
        : null,
      log_construction_scheme: SCHEMES[message.scheme as string],
      explicit_scheme_options: Object.values(explicit).some((v) => v !== null) ? explicit : null,
    };
  };

  /** The query of pkg/resources/testdata/destinations/logs.json and of mezmo_test.go's last step, but its tags. */
  const logsQuery = { hostname: "{{ .host }}", ip: "{{metadata.query.ip}}", mac: "{{metadata.query.mac}}" };

  it("mezmo_logs_destination (models/destinations/mezmo.go MezmoDestinationFromModel/MezmoDestinationToModel)", async () => {
    // MezmoDestinationFromModel with the values of pkg/resources/testdata/destinations/logs.json, the key one of
    // this account's ingestion keys (use_ingestion_key: the provider derives it, and always sends it).
    const userConfig = {
      ack_enabled: true,
      mezmo_host: "http://app.mezmo.local",
      use_ingestion_key: true,
      ingestion_key: account.ingestion_key,
      query: { ...logsQuery, tags: ["{{metadata.query.tags}}", "{{.message_field}}", "pipeline"] },
      message: {
        scheme: "Explicit field selection",
        line: "line: {{.thing_one}} - {{.thing_two}}",
        app: "{{metadata.query.app}}",
        file: "{{._file}}",
        meta_field: "._meta",
        timestamp_field: "._ts",
        env: "{{._env}}",
      },
    };
    await roundTrip("sink", "mezmo", userConfig, state, ["ingestion_key"]);
  });

  it("mezmo_logs_destination with its defaults and with message pass-through (mezmo_test.go's steps)", async () => {
    // The acceptance test's "Create test defaults": no query in the plan (an unknown object: sent as {}), the
    // explicit scheme without options, no key.
    const defaults = {
      ack_enabled: true,
      mezmo_host: "logs.logdna.com",
      use_ingestion_key: false,
      query: {},
      message: { scheme: "Explicit field selection" },
    };
    await roundTrip("sink", "mezmo", defaults, state, []);
    // "Update all fields (pass through)".
    const passThrough = {
      ack_enabled: false,
      mezmo_host: "zzz.mezmo.com",
      use_ingestion_key: true,
      ingestion_key: account.ingestion_key,
      query: { ...logsQuery, tags: ["tag1"] },
      message: { scheme: "Message pass-through" },
    };
    await roundTrip("sink", "mezmo", passThrough, state, ["ingestion_key"]);
  });

  it("mezmo_logs_destination: an ingestion key that is not this account's is refused, naming ingestion_key", async () => {
    const source = data(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }),
    ).id;
    const stranger = await createAccount("mezmo-sources-stranger");
    const body = (ingestion_key: string) => ({
      type: "mezmo",
      inputs: [source],
      user_config: {
        ack_enabled: true,
        mezmo_host: "logs.logdna.com",
        use_ingestion_key: true,
        ingestion_key,
        message: { scheme: "Explicit field selection" },
      },
    });
    for (const key of [stranger.ingestion_key, "0123456789abcdef0123456789abcdef", account.service_key]) {
      const res = await api.post(`/v3/pipeline/${pid}/sink`, body(key));
      const err = expectV3Error(res, 400, "EVALIDATION");
      expect((err.errors as Json[]).map((e) => e.instancePath)).toEqual(["/user_config/ingestion_key"]);
      expect(JSON.stringify(err)).not.toContain(key);
    }
    // use_ingestion_key without a key, explicit options with pass-through: refused by name too.
    const noKey = await api.post(`/v3/pipeline/${pid}/sink`, {
      ...body("x"),
      user_config: { ...body("x").user_config, ingestion_key: undefined },
    });
    expect((expectV3Error(noKey, 400, "EVALIDATION").errors as Json[])[0].instancePath).toBe(
      "/user_config/ingestion_key",
    );
    const mixed = await api.post(`/v3/pipeline/${pid}/sink`, {
      type: "mezmo",
      inputs: [source],
      user_config: { message: { scheme: "Message pass-through", line: ".msg" } },
    });
    expect((expectV3Error(mixed, 400, "EVALIDATION").errors as Json[])[0].instancePath).toBe(
      "/user_config/message/line",
    );
  });

  it("the terraform export writes these nodes as the provider's resources and attributes", async () => {
    const p = data(await api.post("/v3/pipeline", { title: "export provider forms" })).id;
    const kafka = data(
      await api.post(`/v3/pipeline/${p}/source`, {
        type: "kafka",
        title: "kafka in",
        user_config: {
          ...kafkaBody,
          decoding_codec: "bytes",
          sasl_mechanism: "SCRAM-SHA-256",
          sasl_password: "export-secret",
        },
      }),
    ).id;
    data(
      await api.post(`/v3/pipeline/${p}/sink`, {
        type: "mezmo",
        title: "logs out",
        inputs: [kafka],
        user_config: {
          mezmo_host: "logs.logdna.com",
          use_ingestion_key: true,
          ingestion_key: account.ingestion_key,
          message: { scheme: "Explicit field selection", line: ".msg" },
        },
      }),
    );
    const hcl = data(await api.post(`/v3/pipeline/${p}/export`)).content as string;
    expect(hcl).toMatch(/resource "mezmo_kafka_source" "kafka_in"/);
    expect(hcl).toMatch(/\n {2}decoding += "bytes"/);
    expect(hcl).toMatch(/resource "mezmo_logs_destination" "logs_out"/);
    expect(hcl).toMatch(/log_construction_scheme += "explicit"/);
    expect(hcl).toMatch(/explicit_scheme_options += \{\s*line = ".msg"/);
    expect(hcl).toMatch(/sasl += \{[^}]*password += var\./);
    expect(hcl).not.toContain("export-secret");
    expect(hcl).not.toContain(account.ingestion_key);
    expect(hcl).not.toContain("decoding_codec");
    expect(hcl).not.toContain("mezmo_host");
  });
});
