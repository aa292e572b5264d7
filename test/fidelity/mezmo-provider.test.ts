// Field-for-field fidelity with the official mezmo terraform provider (github.com/mezmo/terraform-provider-mezmo,
// commit ad7547d4). Each request body below is the JSON the provider's Go code marshals (encoding/json of the
// structs in internal/client/types.go, filled by the `...FromModel` function named beside it), sent to the path
// internal/client/client.go uses; each assertion checks the fields the matching `...ToModel` function reads back,
// with the Go type it decodes them into. docs/fidelity-mezmo-provider.md has the field tables.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json, otherServiceKey } from "../helpers";
import { asserted, data, nodeRoundTrip } from "./mezmo-client";

let api: ReturnType<typeof client>;
/** Another service key of the same account: it never reads a secret the first key sent. */
let other: ReturnType<typeof client>;

beforeAll(async () => {
  const account = await createAccount("mezmo-provider");
  api = client(account);
  other = client(await otherServiceKey(account));
  // The throttle processor is a beta (SPEC.md); the provider's user enables it in the account first.
  expect((await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] })).status).toBe(200);
});

/** Go's time.Time decodes RFC 3339 strings only (types.go `Pipeline.CreatedAt *time.Time`). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Fields of `BaseNode` (types.go) every node ToModel reads: id, title, description, generation_id, user_config. */
function expectBaseNode(node: Json, sent: Json) {
  expect(typeof node.id).toBe("string");
  expect(node.type).toBe(sent.type);
  expect(typeof node.generation_id).toBe("number");
  expect(Number.isInteger(node.generation_id)).toBe(true);
  expect(typeof node.user_config).toBe("object");
  if (sent.title !== undefined) expect(node.title).toBe(sent.title);
  if (sent.description !== undefined) expect(node.description).toBe(sent.description);
  if (sent.inputs !== undefined) expect(node.inputs).toEqual(sent.inputs);
}

describe("mezmo_pipeline (models/pipeline.go, client.go CreatePipeline/Pipeline/UpdatePipeline/DeletePipeline)", () => {
  it("create, read, update and delete with the provider's bodies", async () => {
    // PipelineFromModel on create: Id unknown -> omitted (omitempty); CreatedAt/UpdatedAt nil -> omitted.
    const createBody = { title: "tf pipeline", origin: "terraform" };
    const created = data(await api.post("/v3/pipeline", createBody));
    // PipelineToModel reads id, title, created_at, updated_at (time.Time, formatted RFC3339Nano).
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.title).toBe("tf pipeline");
    expect(created.origin).toBe("terraform");
    expect(created.created_at).toMatch(RFC3339);
    expect(created.updated_at).toMatch(RFC3339);

    const read = data(await api.get(`/v3/pipeline/${created.id}`));
    expect(read).toMatchObject({ id: created.id, title: "tf pipeline", created_at: created.created_at });

    // PipelineFromModel on update: Id from state is marshalled; the provider's state also carries the
    // timestamps, which some versions echo: both are accepted and ignored.
    const updateBody = {
      id: created.id,
      title: "tf pipeline renamed",
      created_at: created.created_at,
      updated_at: created.updated_at,
      origin: "terraform",
    };
    const updated = data(await api.put(`/v3/pipeline/${created.id}`, updateBody));
    expect(updated).toMatchObject({ id: created.id, title: "tf pipeline renamed", origin: "terraform" });
    expect(updated.created_at).toBe(created.created_at);
    expect(updated.updated_at).toMatch(RFC3339);

    // A body id of another object is refused, not applied to the path's (our strictness).
    expectV3Error(
      await api.put(`/v3/pipeline/${created.id}`, { ...updateBody, id: crypto.randomUUID() }),
      400,
      "EVALIDATION",
    );
    // A malformed uuid in the path stays a 400 (the provider never sends one).
    expectV3Error(await api.get("/v3/pipeline/not-a-uuid"), 400, "EVALIDATION");

    // DeletePipeline: no body, any 2xx.
    data(await api.delete(`/v3/pipeline/${created.id}`));
    // Read of a deleted resource: client.IsNotFoundError -> 404 removes it from state.
    expectV3Error(await api.get(`/v3/pipeline/${created.id}`), 404, "ENOTFOUND");
  });
});

describe("sources, processors, destinations (client.go CreateSource/UpdateSource/..., models/*)", () => {
  let pid: string;
  beforeAll(async () => {
    pid = data(await api.post("/v3/pipeline", { title: "nodes", origin: "terraform" })).id;
  });
  /** The provider's life cycle of a node, checked the way terraform checks it (./mezmo-client.ts). */
  const roundTrip = nodeRoundTrip(() => ({ api, other, pid }));

  it("mezmo_demo_source (sources/demo.go DemoSourceFromModel/DemoSourceToModel)", async () => {
    const createBody = {
      type: "demo-logs",
      title: "demo",
      description: "demo source",
      user_config: { format: "json" },
      generation_id: 0,
    };
    const created = data(await api.post(`/v3/pipeline/${pid}/source`, createBody));
    expectBaseNode(created, createBody);
    expect(created.user_config.format).toBe("json");
    expect(created.generation_id).toBe(0);

    const read = data(await api.get(`/v3/pipeline/${pid}/source/${created.id}`));
    expect(read.user_config.format).toBe("json");

    // On update: Id and GenerationId come from the previous state; an empty description is omitted.
    const updateBody = {
      id: created.id,
      type: "demo-logs",
      title: "demo 2",
      user_config: { format: "nginx" },
      generation_id: created.generation_id,
    };
    const updated = data(await api.put(`/v3/pipeline/${pid}/source/${created.id}`, updateBody));
    expectBaseNode(updated, updateBody);
    expect(updated.user_config.format).toBe("nginx");
    expect(updated.generation_id).toBe(1);
    data(await api.delete(`/v3/pipeline/${pid}/source/${created.id}`));
  });

  it("mezmo_http_source on a shared source (sources/http.go HttpSourceFromModel/HttpSourceToModel)", async () => {
    const route = data(
      await api.post("/v3/pipeline/gateway-route", {
        id: "",
        consumer_id: "",
        title: "shared http",
        type: "http",
      }),
    );
    // No title set in the plan: Title "" is omitted; shared_source_id goes out as gateway_route_id.
    const createBody = {
      type: "http",
      user_config: { decoding: "json" },
      generation_id: 0,
      gateway_route_id: route.id,
    };
    const created = data(await api.post(`/v3/pipeline/${pid}/source`, createBody));
    expectBaseNode(created, createBody);
    // HttpSourceToModel: `component.UserConfig["decoding"].(string)` (panics if absent) and gateway_route_id.
    expect(created.user_config.decoding).toBe("json");
    expect(created.gateway_route_id).toBe(route.id);

    // Update: the gateway route is not re-sent (POST only), title still unset.
    const updateBody = {
      id: created.id,
      type: "http",
      user_config: { decoding: "ndjson" },
      generation_id: 0,
    };
    const updated = data(await api.put(`/v3/pipeline/${pid}/source/${created.id}`, updateBody));
    expect(updated.user_config.decoding).toBe("ndjson");
    expect(updated.generation_id).toBe(1);
    data(await api.delete(`/v3/pipeline/${pid}/source/${created.id}`));
    data(await api.delete(`/v3/pipeline/gateway-route/${route.id}`));
  });

  it("mezmo_filter_processor and mezmo_throttle_processor (processors/filter.go, throttle.go)", async () => {
    const src = data(
      await api.post(`/v3/pipeline/${pid}/source`, {
        type: "demo-logs",
        user_config: { format: "json" },
        generation_id: 0,
      }),
    );
    // UnwindConditionalFromModel: {expressions: [{field, str_operator, value, negate}], logical_operation}.
    const conditional = {
      expressions: [{ field: ".status", str_operator: "equal", value: 500, negate: false }],
      logical_operation: "AND",
    };
    const filterBody = {
      type: "filter",
      inputs: [src.id],
      title: "errors",
      user_config: { action: "allow", conditional },
      generation_id: 0,
    };
    const filter = data(await api.post(`/v3/pipeline/${pid}/transform`, filterBody));
    expectBaseNode(filter, filterBody);
    expect(filter.user_config.action).toBe("allow");
    expect(filter.user_config.conditional).toEqual(conditional);
    // types.go Processor.Outputs: [{id, label}]
    expect(filter.outputs).toEqual([
      expect.objectContaining({ id: expect.any(String), label: expect.any(String) }),
    ]);

    // ThrottleProcessorFromModel: threshold and window_ms (int64), key_field and exclude when set.
    const throttleBody = {
      type: "throttle",
      inputs: [filter.id],
      user_config: { threshold: 10, window_ms: 1000, key_field: ".app" },
      generation_id: 0,
    };
    const throttle = data(await api.post(`/v3/pipeline/${pid}/transform`, throttleBody));
    expectBaseNode(throttle, throttleBody);
    expect(throttle.user_config).toMatchObject({ threshold: 10, window_ms: 1000, key_field: ".app" });

    // Update with inputs omitted (omitempty when the list is empty) is accepted and means none.
    const updated = data(
      await api.put(`/v3/pipeline/${pid}/transform/${throttle.id}`, {
        id: throttle.id,
        type: "throttle",
        user_config: { threshold: 5, window_ms: 2000 },
        generation_id: 0,
      }),
    );
    expect(updated.inputs).toEqual([]);
    expect(updated.user_config).toMatchObject({ threshold: 5, window_ms: 2000 });
    expect(updated.generation_id).toBe(1);

    // A stale generation_id is a 409, and changes nothing.
    expectV3Error(
      await api.put(`/v3/pipeline/${pid}/transform/${throttle.id}`, {
        id: throttle.id,
        type: "throttle",
        user_config: { threshold: 7, window_ms: 2000 },
        generation_id: 0,
      }),
      409,
    );
    data(await api.delete(`/v3/pipeline/${pid}/transform/${throttle.id}`));
  });

  it("mezmo_metrics_tag_cardinality_limit_processor and mezmo_trace_sampling_processor (FromModel/ToModel)", async () => {
    const src = data(
      await api.post(`/v3/pipeline/${pid}/source`, {
        type: "http",
        user_config: { decoding: "json" },
        generation_id: 0,
      }),
    );
    // MetricsTagCardinalityLimitProcessorFromModel: user_config keys set only when not null.
    const limitBody = {
      type: "metrics-tag-cardinality-limit",
      title: "limit",
      inputs: [src.id],
      user_config: {
        tags: ["host"],
        exclude_tags: ["env"],
        action: "drop_tag",
        value_limit: 50,
        mode: "exact",
      },
      generation_id: 0,
    };
    const limit = data(await api.post(`/v3/pipeline/${pid}/transform`, limitBody));
    expectBaseNode(limit, limitBody);
    // ToModel: tags/exclude_tags as []any, action/mode as string, value_limit as float64.
    expect(limit.user_config).toEqual(limitBody.user_config);
    // Only value_limit (action and mode are computed with defaults by the provider, sent as planned).
    const minimal = data(
      await api.post(`/v3/pipeline/${pid}/transform`, {
        type: "metrics-tag-cardinality-limit",
        inputs: [src.id],
        user_config: { value_limit: 10, action: "drop_event", mode: "probabilistic" },
        generation_id: 0,
      }),
    );
    expect(minimal.user_config).toEqual({ value_limit: 10, action: "drop_event", mode: "probabilistic" });

    // TraceSamplingProcessorFromModel, head: sample_type, trace_id_field (when set), rate.
    const headBody = {
      type: "trace-sampling",
      title: "head",
      inputs: [src.id],
      user_config: { sample_type: "head", rate: 10 },
      generation_id: 0,
    };
    const head = data(await api.post(`/v3/pipeline/${pid}/transform`, headBody));
    expectBaseNode(head, headBody);
    // ToModel asserts trace_id_field `.(string)`: it must always be answered (computed: our default).
    expect(head.user_config).toEqual({ sample_type: "head", rate: 10, trace_id_field: ".trace_id" });
    // Tail sampling as TraceSamplingProcessorFromModel marshals it: conditionals with `_output_name` ""
    // before the server names them (the provider's testdata sends numbers as strings; value_number is a number).
    const tailBody = {
      type: "trace-sampling",
      inputs: [src.id],
      user_config: {
        sample_type: "tail",
        trace_id_field: ".trace_id",
        parent_span_id_field: ".parent_span_id",
        conditionals: [
          {
            rate: 1,
            conditional: {
              expressions: [
                { field: ".status", value: 500, str_operator: "greater_or_equal", negate: false },
              ],
              logical_operation: "AND",
            },
            _output_name: "",
          },
          {
            rate: 10,
            conditional: {
              expressions: [
                { field: ".status", value: 400, str_operator: "greater_or_equal", negate: false },
              ],
              logical_operation: "AND",
            },
            _output_name: "def",
          },
        ],
      },
      generation_id: 0,
    };
    const tail = data(await api.post(`/v3/pipeline/${pid}/transform`, tailBody));
    expectBaseNode(tail, tailBody);
    // ToModel reads sample_type, trace_id_field and parent_span_id_field as strings, conditionals as []any
    // whose rate is a float64 and `_output_name` a string (named by the server when sent empty).
    expect(tail.user_config.sample_type).toBe("tail");
    expect(tail.user_config.trace_id_field).toBe(".trace_id");
    expect(tail.user_config.parent_span_id_field).toBe(".parent_span_id");
    expect(tail.user_config.conditionals.map((c: Json) => [c.rate, c._output_name])).toEqual([
      [1, "rule_1"],
      [10, "def"],
    ]);
    expect(tail.user_config.conditionals[0].conditional).toEqual(
      tailBody.user_config.conditionals[0].conditional,
    );
  });

  it("mezmo_script_execution_processor (processors/script_execution.go ScriptExecutionProcessorFromModel/ToModel)", async () => {
    const src = data(
      await api.post(`/v3/pipeline/${pid}/source`, {
        type: "http",
        user_config: { decoding: "json" },
        generation_id: 0,
      }),
    );
    // The provider's example resource: user_config is {script} only.
    const script = "function processEvent(e) {\n  if (e.skip) {\n    return null\n  }\n  return e\n}\n";
    const createBody = {
      type: "js-script",
      title: "My JS processor",
      description: "Let's filter some events",
      inputs: [src.id],
      user_config: { script },
      generation_id: 0,
    };
    const created = data(await api.post(`/v3/pipeline/${pid}/transform`, createBody));
    expectBaseNode(created, createBody);
    // ScriptExecutionProcessorToModel reads user_config["script"] as a string.
    expect(created.user_config.script).toBe(script);
    expect(data(await api.get(`/v3/pipeline/${pid}/transform/${created.id}`)).user_config.script).toBe(
      script,
    );

    const updated = data(
      await api.put(`/v3/pipeline/${pid}/transform/${created.id}`, {
        ...createBody,
        id: created.id,
        user_config: { script: "function processEvent(e) { return e }" },
      }),
    );
    expect(updated.user_config.script).toBe("function processEvent(e) { return e }");
    expect(updated.generation_id).toBe(1);
    data(await api.delete(`/v3/pipeline/${pid}/transform/${created.id}`));
  });

  it("mezmo_blackhole_destination (destinations/blackhole.go) with ack_enabled", async () => {
    const src = data(
      await api.post(`/v3/pipeline/${pid}/source`, {
        type: "demo-logs",
        user_config: { format: "json" },
        generation_id: 0,
      }),
    );
    const createBody = {
      type: "blackhole",
      inputs: [src.id],
      title: "void",
      user_config: { ack_enabled: true },
      generation_id: 0,
    };
    const created = data(await api.post(`/v3/pipeline/${pid}/sink`, createBody));
    expectBaseNode(created, createBody);
    // BlackholeDestinationToModel: `UserConfig["ack_enabled"].(bool)`.
    expect(created.user_config.ack_enabled).toBe(true);
    const updated = data(
      await api.put(`/v3/pipeline/${pid}/sink/${created.id}`, {
        id: created.id,
        type: "blackhole",
        inputs: [src.id],
        title: "void",
        user_config: { ack_enabled: false },
        generation_id: 0,
      }),
    );
    expect(updated.user_config.ack_enabled).toBe(false);
    expect(data(await api.get(`/v3/pipeline/${pid}/sink/${created.id}`)).user_config.ack_enabled).toBe(false);
    data(await api.delete(`/v3/pipeline/${pid}/sink/${created.id}`));
  });

  it("mezmo_s3_destination (destinations/s3.go S3DestinationFromModel/S3DestinationToModel)", async () => {
    const src = data(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }),
    );
    // S3DestinationFromModel always sends every field, its defaults filled: batch_timeout_secs 300,
    // prefix "/", encoding "text", compression "none".
    const userConfig = {
      ack_enabled: true,
      batch_timeout_secs: 300,
      auth: { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "wJalrXUtnFEMI/K7MDENG" },
      region: "us-east-1",
      bucket: "mezmo-archive",
      prefix: "/",
      encoding: "ndjson",
      compression: "none",
    };
    const createBody = {
      type: "s3",
      inputs: [src.id],
      title: "to s3",
      user_config: userConfig,
      generation_id: 0,
    };
    const created = data(await api.post(`/v3/pipeline/${pid}/sink`, createBody));
    expectBaseNode(created, createBody);
    // S3DestinationToModel: bare assertions `.(bool)`, `.(float64)`, `.(string)` on each field.
    const readBack = (c: Json) => ({
      ack_enabled: c.ack_enabled as boolean,
      batch_timeout_secs: c.batch_timeout_secs as number,
      region: c.region as string,
      bucket: c.bucket as string,
      prefix: c.prefix as string,
      encoding: c.encoding as string,
      compression: c.compression as string,
    });
    // S3DestinationToModel copies the whole auth object (NewObjectValueMust: exactly its two keys): state
    // from the create answer, a read (refresh, import) and the update answer equals the plan, secret included.
    const state = (c: Json) => ({ ...readBack(c), auth: c.auth });
    expect(state(created.user_config)).toEqual(userConfig);
    const url = `/v3/pipeline/${pid}/sink/${created.id}`;
    expect(state(data(await api.get(url)).user_config)).toEqual(userConfig);
    const changed = { ...userConfig, batch_timeout_secs: 60, encoding: "text" };
    const updated = data(await api.put(url, { ...createBody, id: created.id, user_config: changed }));
    expect(state(updated.user_config)).toEqual(changed);
    expect(state(data(await api.get(url)).user_config)).toEqual(changed);
    // Another key of the account: the secret masked, the object's keys the same.
    expect(data(await other.get(url)).user_config.auth).toEqual({
      access_key_id: "AKIAIOSFODNN7EXAMPLE",
      secret_access_key: "********",
    });
    const bad = await api.post(`/v3/pipeline/${pid}/sink`, {
      ...createBody,
      user_config: { ...userConfig, batch_timeout_secs: 45 },
    });
    expect(bad.status).toBe(400);
    data(await api.delete(`/v3/pipeline/${pid}/sink/${created.id}`));
  });

  it("mezmo_http_destination (destinations/http.go HttpDestinationFromModel/HttpDestinationToModel)", async () => {
    const src = data(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }),
    );
    // The provider's user_config: headers as [{header_name, header_value}], method and batch limits under
    // advanced_options (always sent, empty when none is set), auth {strategy: "none"} when unset.
    const createBody = {
      type: "http",
      inputs: [src.id],
      title: "webhook out",
      user_config: {
        uri: "https://example.com/ingest",
        encoding: "json",
        compression: "gzip",
        ack_enabled: true,
        auth: { strategy: "none" },
        headers: [{ header_name: "x-tenant", header_value: "t-1" }],
        advanced_options: { method: "put", max_bytes: 2048, timeout_secs: 5 },
      },
      generation_id: 0,
    };
    const created = data(await api.post(`/v3/pipeline/${pid}/sink`, createBody));
    expectBaseNode(created, createBody);
    // HttpDestinationToModel asserts uri, encoding, compression (string) and ack_enabled (bool).
    expect(created.user_config).toMatchObject({
      uri: "https://example.com/ingest",
      encoding: "json",
      compression: "gzip",
      ack_enabled: true,
      method: "put",
      batch: expect.objectContaining({ max_bytes: 2048, timeout_ms: 5000 }),
    });
    // Header values are owner-bound: answered to this key as sent, under the header's name. The provider reads
    // headers only as an array (`http.go` HttpDestinationToModel), so an object answer leaves them as planned.
    expect(created.user_config.headers).toEqual({ "x-tenant": "t-1" });
    expect(created.user_config.advanced_options).toBeUndefined();
    const updated = data(
      await api.put(`/v3/pipeline/${pid}/sink/${created.id}`, {
        ...createBody,
        id: created.id,
        user_config: { ...createBody.user_config, advanced_options: {} },
      }),
    );
    expect(updated.user_config.method).toBe("post");
    expect(updated.generation_id).toBe(1);
    expect((await other.get(`/v3/pipeline/${pid}/sink/${created.id}`)).body.data.user_config.headers).toEqual(
      {
        "x-tenant": "********",
      },
    );
    data(await api.delete(`/v3/pipeline/${pid}/sink/${created.id}`));

    // HttpDestinationToModel builds `auth` with NewObjectValueMust from the answer's auth map (the strategy's
    // unused fields set null): it must carry exactly strategy, user and password, the password as planned.
    const state = (c: Json) => ({
      uri: c.uri as string,
      encoding: c.encoding as string,
      compression: c.compression as string,
      ack_enabled: c.ack_enabled as boolean,
      auth: { token: null, ...c.auth },
    });
    const basic = {
      uri: "https://example.com/ingest",
      encoding: "json",
      compression: "none",
      ack_enabled: true,
      auth: { strategy: "basic", user: "me", password: "ssshhh" }, // http_test.go:190
    };
    expect(state(basic)).toEqual({ ...basic, auth: { ...basic.auth, token: null } });
    await roundTrip("sink", "http", { ...basic, advanced_options: {} }, state, ["auth.password"]);
  });

  // The GCP resources' credentials_json: a service account key file (the schema checks its shape; the
  // provider's unit-test fixture `{"foo": "bar"}` is not one and is refused).
  const gcpKey = JSON.stringify({
    type: "service_account",
    project_id: "proj123",
    client_email: "sa@proj123.iam.gserviceaccount.com",
    private_key: "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n",
    token_uri: "https://oauth2.googleapis.com/token",
  });

  it("mezmo_gcp_cloud_storage_destination (destinations/gcp_cloud_storage.go FromModel/ToModel)", async () => {
    // GcpCloudStorageDestinationFromModel: every field, defaults filled (encoding text, compression none,
    // batch_timeout_secs 300); bucket_prefix only when set.
    const userConfig = {
      ack_enabled: true,
      batch_timeout_secs: 300,
      encoding: "json",
      bucket: "logs",
      compression: "gzip",
      credentials_json: gcpKey,
      bucket_prefix: "gcp_",
    };
    // GcpCloudStorageDestinationToModel: `.(bool)`, `.(string)`, `.(float64)`; bucket_prefix `.(string)` if present.
    const readBack = (c: Json) => ({
      ...asserted(c, {
        ack_enabled: "bool",
        compression: "string",
        encoding: "string",
        bucket: "string",
        batch_timeout_secs: "float64",
        credentials_json: "string",
      }),
      bucket_prefix: c.bucket_prefix,
    });
    await roundTrip("sink", "gcp-cloud-storage", userConfig, readBack, ["credentials_json"]);
  });

  it("mezmo_gcp_cloud_pubsub_destination (destinations/gcp_cloud_pubsub.go FromModel/ToModel)", async () => {
    const userConfig = {
      ack_enabled: true,
      encoding: "text",
      project_id: "proj123",
      topic: "topic123",
      credentials_json: gcpKey,
    };
    const readBack = (c: Json) =>
      asserted(c, {
        ack_enabled: "bool",
        encoding: "string",
        project_id: "string",
        topic: "string",
        credentials_json: "string",
      });
    await roundTrip("sink", "gcp-cloud-pubsub", userConfig, readBack, ["credentials_json"]);
  });

  it("mezmo_gcp_cloud_operations_destination (destinations/gcp_cloud_operations.go FromModel/ToModel)", async () => {
    // resource_labels: the map becomes `[{label_name, label_value}]`, read back as `[]any` of maps of strings.
    const userConfig = {
      ack_enabled: true,
      credentials_json: gcpKey,
      project_id: "proj123",
      log_id: "log123",
      resource_type: "global",
      resource_labels: [{ label_name: "label1", label_value: "value1" }],
    };
    const readBack = (c: Json) => ({
      ...asserted(c, {
        ack_enabled: "bool",
        credentials_json: "string",
        project_id: "string",
        log_id: "string",
        resource_type: "string",
      }),
      resource_labels: c.resource_labels,
    });
    await roundTrip("sink", "gcp-cloud-operations", userConfig, readBack, ["credentials_json"]);
    // Without labels the provider sends no resource_labels, and ToModel reads it only when present.
    await roundTrip(
      "sink",
      "gcp-cloud-operations",
      { ...userConfig, resource_labels: undefined },
      (c) => ({ ...readBack(c), has_labels: c.resource_labels !== undefined && c.resource_labels !== null }),
      ["credentials_json"],
    );
  });

  it("mezmo_gcp_cloud_monitoring_destination (destinations/gcp_cloud_monitoring.go FromModel/ToModel)", async () => {
    const userConfig = {
      ack_enabled: true,
      credentials_json: gcpKey,
      project_id: "proj123",
      resource_type: "global",
      resource_labels: [{ label_name: "label1", label_value: "value1" }],
    };
    const readBack = (c: Json) => ({
      ...asserted(c, {
        ack_enabled: "bool",
        credentials_json: "string",
        project_id: "string",
        resource_type: "string",
      }),
      resource_labels: c.resource_labels,
    });
    await roundTrip("sink", "gcp-cloud-monitoring", userConfig, readBack, ["credentials_json"]);
  });

  it("mezmo_datadog_metrics_destination (destinations/datadog_metrics.go DatadogMetricsFromModel/ToModel)", async () => {
    // DatadogMetricsDestinationToModel reads api_key, site, ack_enabled with checked assertions; typed all the same.
    const userConfig = { api_key: "my secret key", site: "us3", ack_enabled: true };
    const readBack = (c: Json) => asserted(c, { api_key: "string", site: "string", ack_enabled: "bool" });
    await roundTrip("sink", "datadog-metrics", userConfig, readBack, ["api_key"]);
    const bad = await api.post(`/v3/pipeline/${pid}/sink`, {
      type: "datadog-metrics",
      user_config: { ...userConfig, site: "datadog" },
    });
    expect(bad.status).toBe(400);
  });

  it("mezmo_new_relic_destination with api = metrics (destinations/new_relic.go FromModel/ToModel)", async () => {
    const userConfig = {
      ack_enabled: true,
      api: "metrics",
      account_id: "111_222",
      license_key: "secret license key",
    };
    const readBack = (c: Json) =>
      asserted(c, { ack_enabled: "bool", api: "string", account_id: "string", license_key: "string" });
    await roundTrip("sink", "new-relic", userConfig, readBack, ["account_id", "license_key"]);
  });

  it("mezmo_kafka_destination (destinations/kafka.go KafkaDestinationFromModel/KafkaDestinationToModel)", async () => {
    // KafkaDestinationFromModel: encoding, compression, topic, tls_enabled, ack_enabled always; event_key_field
    // when set; brokers as [{host, port}]; with a sasl block sasl_enabled true and its three fields, else
    // sasl_enabled false. Values from pkg/resources/testdata/destinations/kafka.json.
    const userConfig = {
      encoding: "json",
      compression: "gzip",
      topic: "topic-name",
      tls_enabled: false,
      ack_enabled: false,
      event_key_field: "event",
      brokers: [{ host: "localhost", port: 3000 }],
      sasl_enabled: true,
      sasl_username: "user",
      sasl_password: "pass",
      sasl_mechanism: "PLAIN",
    };
    // KafkaDestinationToModel: brokers `.([]interface{})` of maps with host `.(string)`, port `.(float64)`;
    // encoding, compression, topic `.(string)`; tls_enabled, ack_enabled `.(bool)`; event_key_field
    // `.(string)` if present; sasl_* `.(string)` if present.
    const readBack = (c: Json) => ({
      ...asserted(c, {
        encoding: "string",
        compression: "string",
        topic: "string",
        tls_enabled: "bool",
        ack_enabled: "bool",
        event_key_field: "string",
        sasl_username: "string",
        sasl_password: "string",
        sasl_mechanism: "string",
      }),
      brokers: (c.brokers as Json[]).map((b) => asserted(b, { host: "string", port: "float64" })),
      sasl_enabled: c.sasl_enabled,
    });
    await roundTrip("sink", "kafka", userConfig, readBack, ["sasl_password"]);
    // Without sasl: sasl_enabled false and no sasl_* fields; the computed defaults (tls_enabled true,
    // encoding text, compression none) as the provider sends them. sasl_mechanism unset is sent as "".
    const plain = {
      encoding: "text",
      compression: "none",
      topic: "events",
      tls_enabled: true,
      ack_enabled: true,
      brokers: [
        { host: "b1.example.com", port: 9092 },
        { host: "b2.example.com", port: 9092 },
      ],
      sasl_enabled: false,
    };
    await roundTrip(
      "sink",
      "kafka",
      plain,
      (c) => ({ ...readBackPlain(c), has_sasl: "sasl_username" in c }),
      [],
    );
    await roundTrip(
      "sink",
      "kafka",
      { ...plain, sasl_enabled: true, sasl_username: "u", sasl_password: "p", sasl_mechanism: "" },
      (c) => ({ ...readBackPlain(c), mechanism: c.sasl_mechanism }),
      ["sasl_password"],
    );
    // A body the provider never sends (sasl without a password; a compression we do not build) is a 400.
    for (const [bad, path] of [
      [{ ...plain, sasl_enabled: true, sasl_username: "u" }, "/user_config/sasl_password"],
      [{ ...plain, compression: "brotli" }, "/user_config/compression"],
    ] as const) {
      const res = await api.post(`/v3/pipeline/${pid}/sink`, { type: "kafka", user_config: bad });
      expectV3Error(res, 400, "EVALIDATION");
      expect(res.body.errors.map((e: Json) => e.instancePath)).toContain(path);
    }
  });

  const readBackPlain = (c: Json) => ({
    ...asserted(c, {
      encoding: "string",
      compression: "string",
      topic: "string",
      tls_enabled: "bool",
      ack_enabled: "bool",
    }),
    brokers: (c.brokers as Json[]).map((b) => asserted(b, { host: "string", port: "float64" })),
    sasl_enabled: c.sasl_enabled,
  });

  it("a body id naming another node is refused (400)", async () => {
    const src = data(
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }),
    );
    expectV3Error(
      await api.put(`/v3/pipeline/${pid}/source/${src.id}`, {
        id: crypto.randomUUID(),
        type: "demo-logs",
        user_config: { format: "json" },
        generation_id: 0,
      }),
      400,
      "EVALIDATION",
    );
  });

  it("mezmo_publish_pipeline (client.go PublishPipeline): POST {} with allow_unconnected_edges=true", async () => {
    const p = data(await api.post("/v3/pipeline", { title: "publish me", origin: "terraform" }));
    const src = data(
      await api.post(`/v3/pipeline/${p.id}/source`, { type: "demo-logs", user_config: { format: "json" } }),
    );
    data(
      await api.post(`/v3/pipeline/${p.id}/sink`, {
        type: "blackhole",
        inputs: [src.id],
        user_config: { ack_enabled: true },
        generation_id: 0,
      }),
    );
    const published = data(await api.post(`/v3/pipeline/${p.id}/publish?allow_unconnected_edges=true`, {}));
    // PublishPipelineToModel reads `id` as the pipeline id.
    expect(published.id).toBe(p.id);
  });
});

describe("mezmo_shared_source (models/shared_source.go, client.go CreateSharedSource/SharedSource/UpdateSharedSource)", () => {
  it("create, read, update and delete with id and consumer_id sent as the provider does", async () => {
    // SharedSourceFromModel: Id and ConsumerId have no omitempty: "" on create.
    const createBody = {
      id: "",
      consumer_id: "",
      title: "shared",
      description: "from terraform",
      type: "http",
    };
    const created = data(await api.post("/v3/pipeline/gateway-route", createBody));
    // SharedSourceToModel reads id, consumer_id, title, type, description.
    expect(typeof created.id).toBe("string");
    expect(typeof created.consumer_id).toBe("string");
    expect(created.consumer_id.length).toBeGreaterThan(0);
    expect(created).toMatchObject({ title: "shared", type: "http", description: "from terraform" });

    const read = data(await api.get(`/v3/pipeline/gateway-route/${created.id}`));
    expect(read).toMatchObject({ id: created.id, consumer_id: created.consumer_id, title: "shared" });

    // Update: PUT with the stored id and consumer_id; description omitted when unset.
    const updateBody = { id: created.id, consumer_id: created.consumer_id, title: "shared 2", type: "http" };
    const updated = data(await api.put(`/v3/pipeline/gateway-route/${created.id}`, updateBody));
    expect(updated).toMatchObject({
      id: created.id,
      consumer_id: created.consumer_id,
      title: "shared 2",
      type: "http",
    });
    expectV3Error(
      await api.put(`/v3/pipeline/gateway-route/${created.id}`, { ...updateBody, id: crypto.randomUUID() }),
      400,
      "EVALIDATION",
    );
    data(await api.delete(`/v3/pipeline/gateway-route/${created.id}`));
    expectV3Error(await api.get(`/v3/pipeline/gateway-route/${created.id}`), 404, "ENOTFOUND");
  });
});

describe("mezmo_access_key (models/access_key.go, client.go CreateAccessKey/DeleteAccessKey)", () => {
  it("creates with {id: '', title, gateway_route_id, type: 'generated'} and answers the key once", async () => {
    const route = data(await api.post("/v3/pipeline/gateway-route", { title: "keys", type: "http" }));
    const body = { id: "", title: "collector", gateway_route_id: route.id, type: "generated" };
    const created = data(await api.post(`/v3/pipeline/gateway-route/${route.id}/access-key`, body));
    // AccessKeyToModel reads id, title, gateway_route_id (source_id) and key.
    expect(typeof created.id).toBe("string");
    expect(created.title).toBe("collector");
    expect(created.gateway_route_id).toBe(route.id);
    expect(created.type).toBe("generated");
    expect(typeof created.key).toBe("string");

    // Another route's id in the body is refused.
    expectV3Error(
      await api.post(`/v3/pipeline/gateway-route/${route.id}/access-key`, {
        ...body,
        gateway_route_id: crypto.randomUUID(),
      }),
      400,
      "EVALIDATION",
    );
    // DeleteAccessKey: DELETE .../access-key/{id}, no body.
    data(await api.delete(`/v3/pipeline/gateway-route/${route.id}/access-key/${created.id}`));
  });
});

describe("Mezmo's documented forms outside the provider", () => {
  it("state variable: {pipeline_id, state: {operational_state}} on create, PUT and PATCH; answered with state", async () => {
    const pipeline = data(await api.post("/v3/pipeline", { title: "incident" })).id;
    const created = await api.post("/v3/pipeline/state-variable", {
      pipeline_id: pipeline,
      state: { operational_state: "normal" },
    });
    expect(created.body.meta.type).toBe("pipeline-state-variable");
    const v = data(created);
    expect(v.state).toEqual({ operational_state: "normal" });
    const put = data(
      await api.put(`/v3/pipeline/state-variable/${v.id}`, {
        pipeline_id: pipeline,
        state: { operational_state: "incident" },
      }),
    );
    expect(put).toMatchObject({ pipeline_id: pipeline, state: { operational_state: "incident" } });
    // The docs read it with GET ?pipeline_id= ... | jq '.data[0].state'
    const list = data(await api.get(`/v3/pipeline/state-variable?pipeline_id=${pipeline}`));
    expect(list[0].state).toEqual({ operational_state: "incident" });
    const patched = data(
      await api.patch(`/v3/pipeline/state-variable/${v.id}`, { state: { operational_state: "normal" } }),
    );
    expect(patched.state.operational_state).toBe("normal");
  });

  it("usage metrics: from/to as ISO 8601 date-times (Mezmo's form), unix seconds or milliseconds", async () => {
    const to = Date.UTC(2026, 0, 2);
    const from = Date.UTC(2026, 0, 1);
    const forms = [
      [new Date(from).toISOString(), new Date(to).toISOString()],
      ["2026-01-01T01:00:00+01:00", "2026-01-02T00:00:00Z"],
      ["2026-01-01", "2026-01-02"],
      [String(from / 1000), String(to / 1000)],
      [String(from), String(to)],
    ];
    for (const [f, t] of forms) {
      const res = await api.get(
        `/v3/pipeline/metric/usage?from=${encodeURIComponent(f)}&to=${encodeURIComponent(t)}&bucket=3600&include_deleted=true`,
      );
      expect(res.status, `${f}..${t}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    // The zone counts: 00:00+01:00 is 23:00Z the day before, so `from` equal to `to` is refused (from must be
    // before to) and one second later is fine; the same instant in seconds and in milliseconds agrees.
    const usage = (f: string, t: string) =>
      api.get(
        `/v3/pipeline/metric/usage?from=${encodeURIComponent(f)}&to=${encodeURIComponent(t)}&bucket=3600`,
      );
    expectV3Error(await usage("2026-01-02T00:00:00+01:00", "2026-01-01T23:00:00Z"), 400, "EVALIDATION");
    expect((await usage("2026-01-02T00:00:00+01:00", "2026-01-01T23:00:01Z")).status).toBe(200);
    const t2300 = Date.UTC(2026, 0, 1, 23);
    expectV3Error(await usage("2026-01-01T23:00:00Z", String(t2300 / 1000)), 400, "EVALIDATION");
    expectV3Error(await usage(String(t2300), String(t2300 / 1000)), 400, "EVALIDATION");
    expect((await usage(String(t2300 - 1000), String(t2300 / 1000))).status).toBe(200);
    // A time without a zone is ambiguous; an impossible date is no date: both 400.
    for (const bad of ["2026-01-01T00:00:00", "2026-02-31T00:00:00Z", "yesterday"]) {
      const err = expectV3Error(
        await api.get(`/v3/pipeline/metric/usage?from=${encodeURIComponent(bad)}&to=${to}`),
        400,
        "EVALIDATION",
      );
      expect(err.errors.map((e: Json) => e.instancePath)).toContain("/query/from");
    }
  });
});
