// The mezmo terraform provider's alert resources (github.com/mezmo/terraform-provider-mezmo, commit ad7547d4):
// mezmo_threshold_alert, mezmo_change_alert, mezmo_absence_alert. Each body is what the provider marshals
// (types.go `Alert`, filled by `ThresholdAlertFromModel` / `ChangeAlertFromModel` / `AbsenceAlertFromModel`
// in internal/provider/models/alerts/*.go, the conditional by modelutils `UnwindConditionalFromModel`), sent
// to the path client.go uses (CreateAlert, Alert, UpdateAlert, DeleteAlert); the assertions check what the
// matching `...ToModel` and `GetAlertPayloadToModel` read back, with the Go types they assert.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json, otherServiceKey } from "../helpers";

let api: ReturnType<typeof client>;
/** A second service key of the same account: it reads the alerts `api` writes, not their secrets. */
let otherKey: ReturnType<typeof client>;
let ingestionKey: string;
let pipelineId: string;
let sourceId: string;

beforeAll(async () => {
  const account = await createAccount("pipeline-alert-fixtures");
  api = client(account);
  otherKey = client(await otherServiceKey(account));
  ingestionKey = account.ingestion_key;
  pipelineId = (await api.post("/v3/pipeline", { title: "alerts" })).body.data.id;
  sourceId = (
    await api.post(`/v3/pipeline/${pipelineId}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id;
});

/** client.go readBody: 200–204 is success; `data` of the envelope is decoded into `Alert`. */
function data(res: { status: number; body: Json }): Json {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThanOrEqual(204);
  return res.body.data;
}

const base = () => `/v3/pipeline/${pipelineId}/source/${sourceId}/alert`;

/** The threshold example of docs/resources/threshold_alert.md, as ThresholdAlertFromModel marshals it. */
const thresholdBody = () => ({
  pipeline_id: pipelineId,
  component_kind: "source",
  component_id: sourceId,
  inputs: [sourceId],
  alert_config: {
    general: { name: "More orders than expected" },
    evaluation: {
      alert_type: "threshold",
      event_type: "log",
      operation: "CUSTOM",
      conditional: {
        expressions: [
          { field: ".order_count", str_operator: "greater", value: 100, negate: false },
          { field: ".status", str_operator: "less_or_equal", value: 300, negate: false },
        ],
        logical_operation: "AND",
      },
      window_type: "tumbling",
      window_duration_minutes: 60,
      script:
        "function rollup(accum, event, metadata) {\n  if (!accum.order_count) {\n    accum.order_count = 0;\n  }\n  accum.order_count += event.num_ordered;\n  return accum;\n}\n",
      event_timestamp: ".timestamp",
    },
    alert_payload: {
      service: {
        name: "pager_duty",
        summary: "Check pricing: {{.order_count}} orders",
        severity: "CRITICAL",
        source: "{{.my_source}}",
        routing_key: "abc123",
        event_action: "trigger",
        uri: "https://events.pagerduty.com/v2/enqueue",
      },
      throttling: { window_secs: 3600, threshold: 1 },
    },
  },
  active: true,
});

/** GetAlertPayloadToModel: every service key but auth and headers is asserted `.(string)`. */
function expectServiceDecodes(service: Json) {
  for (const [key, value] of Object.entries(service)) {
    if (key === "auth") expect(typeof value).toBe("object");
    else if (key === "headers") {
      expect(Array.isArray(value)).toBe(true);
      for (const h of value as Json[]) {
        expect(typeof h.header_name).toBe("string");
        expect(typeof h.header_value).toBe("string");
      }
    } else expect(typeof value, key).toBe("string");
  }
}

/** What ThresholdAlertToModel / ChangeAlertToModel / AbsenceAlertToModel read, with their Go types. */
function expectReadBack(alert: Json, sent: Json) {
  expect(typeof alert.id).toBe("string");
  expect(alert.component_kind).toBe(sent.component_kind);
  expect(alert.component_id).toBe(sent.component_id);
  expect(alert.active).toBe(sent.active);
  expect(alert.inputs).toEqual(sent.inputs);
  const { general, evaluation, alert_payload } = alert.alert_config;
  expect(general.name).toBe(sent.alert_config.general.name);
  expect(evaluation.event_type).toBe(sent.alert_config.evaluation.event_type);
  expect(typeof evaluation.window_type).toBe("string"); // asserted .(string): must be present
  expect(typeof evaluation.window_duration_minutes).toBe("number"); // asserted .(float64)
  for (const k of ["operation", "script", "event_timestamp", "group_by", "window_type"])
    if (sent.alert_config.evaluation[k] !== undefined)
      expect(evaluation[k]).toEqual(sent.alert_config.evaluation[k]);
  if (sent.alert_config.evaluation.conditional)
    expect(evaluation.conditional).toEqual(sent.alert_config.evaluation.conditional);
  expectServiceDecodes(alert_payload.service);
  // `component["throttling"].(map[string]any)` panics when absent; values asserted .(float64).
  expect(typeof alert_payload.throttling.window_secs).toBe("number");
  expect(typeof alert_payload.throttling.threshold).toBe("number");
}

describe("mezmo_threshold_alert", () => {
  it("create, read, update and delete with the provider's bodies", async () => {
    const body = thresholdBody();
    const created = data(await api.post(base(), body));
    expectReadBack(created, body);
    // The create's answer echoes the routing key it was sent (the provider compares it with its plan).
    expect(created.alert_config.alert_payload.service).toEqual(body.alert_config.alert_payload.service);
    expect(created.alert_config.alert_payload.throttling).toEqual({ window_secs: 3600, threshold: 1 });

    // Alert(): GET /v3/pipeline/{pid}/alert/{id}. The writer reads the routing key it sent (owner-bound);
    // another key of the account reads the mask.
    const read = data(await api.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`));
    expectReadBack(read, body);
    expect(read.alert_config.alert_payload.service).toEqual(body.alert_config.alert_payload.service);
    const theirs = await otherKey.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`);
    expectReadBack(data(theirs), body);
    expect(theirs.body.data.alert_config.alert_payload.service.routing_key).toBe("********");
    expect(JSON.stringify(theirs.body)).not.toContain("abc123");

    // UpdateAlert: the Id from state is marshalled; the path names the component and the alert.
    const update = { ...body, id: created.id, active: false };
    update.alert_config = structuredClone(body.alert_config);
    update.alert_config.general = { name: "renamed", description: "why" } as never;
    const updated = data(await api.put(`${base()}/${created.id}`, update));
    expectReadBack(updated, update);
    expect(updated.alert_config.general).toEqual({ name: "renamed", description: "why" });

    // The mask sent back keeps the stored key (a later read and the object use it).
    const masked = structuredClone(update);
    masked.alert_config.alert_payload.service.routing_key = "********";
    data(await api.put(`${base()}/${created.id}`, masked));
    const kept = data(await api.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`));
    expect(kept.alert_config.alert_payload.service.routing_key).toBe("abc123");

    // The mask with another PagerDuty uri is refused, naming the uri: the key would go somewhere new.
    const moved = structuredClone(masked);
    moved.alert_config.alert_payload.service.uri = "https://events.eu.pagerduty.com/v2/enqueue";
    const refused = expectV3Error(await api.put(`${base()}/${created.id}`, moved), 400, "EVALIDATION");
    expect((refused.errors as Json[]).map((e) => e.instancePath)).toEqual([
      "/alert_config/alert_payload/service/uri",
    ]);
    expect(
      data(await api.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`)).alert_config.alert_payload
        .service,
    ).toEqual(body.alert_config.alert_payload.service);

    // Listed on the pipeline and on the component, masked for every key.
    for (const reader of [api, otherKey]) {
      for (const list of [await reader.get(`/v3/pipeline/${pipelineId}/alert`), await reader.get(base())]) {
        const listed = (list.body.data as Json[]).find((a) => a.id === created.id);
        expect(listed?.alert_config.alert_payload.service.routing_key).toBe("********");
        expect(JSON.stringify(list.body)).not.toContain("abc123");
      }
    }

    // DeleteAlert: no body, any 2xx; then the read is a 404 (IsNotFoundError removes it from state).
    data(await api.delete(`${base()}/${created.id}`));
    expectV3Error(await api.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`), 404, "ENOTFOUND");
  });

  it("defaults what the provider leaves to the server: window, duration, throttling", async () => {
    const body = thresholdBody() as Json;
    delete body.alert_config.evaluation.window_type;
    delete body.alert_config.evaluation.window_duration_minutes;
    delete body.alert_config.alert_payload.throttling;
    const created = data(await api.post(base(), body));
    expect(created.alert_config.evaluation).toMatchObject({
      window_type: "tumbling",
      window_duration_minutes: 5,
    });
    expect(created.alert_config.alert_payload.throttling).toEqual({ window_secs: 60, threshold: 1 });
  });
});

describe("mezmo_change_alert", () => {
  it("takes the change operators and a webhook with method, headers and basic auth", async () => {
    const body = {
      component_kind: "source",
      component_id: sourceId,
      inputs: [sourceId],
      alert_config: {
        general: { name: "Spike in orders" },
        evaluation: {
          alert_type: "change",
          event_type: "metric",
          operation: "SUM",
          conditional: {
            expressions: [
              { field: ".value.value", str_operator: "percent_change_greater", value: 20, negate: false },
            ],
            logical_operation: "AND",
          },
          window_type: "sliding",
          window_duration_minutes: 15,
          group_by: [".name", ".tags.region"],
        },
        alert_payload: {
          service: {
            name: "webhook",
            uri: "https://example.com/my_webhook",
            message_text: "Orders up: {{.value.value}}",
            method: "put",
            headers: [{ header_name: "x-team", header_value: "sre-5b0e2a" }],
            auth: { strategy: "basic", user: "u", password: "pw-93c4d1" },
          },
          throttling: { window_secs: 3600, threshold: 2 },
        },
      },
      active: true,
    };
    const created = data(await api.post(base(), body));
    expectReadBack(created, body);
    expect(created.alert_config.alert_payload.service).toEqual(body.alert_config.alert_payload.service);
    // The writer reads the webhook's uri, password and header values as it sent them (owner-bound).
    const read = data(await api.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`));
    expectReadBack(read, body);
    expect(read.alert_config.alert_payload.service).toEqual(body.alert_config.alert_payload.service);
    // Another key of the account reads masks, and none of the secrets' text.
    const theirs = await otherKey.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`);
    expectReadBack(data(theirs), body);
    expect(theirs.body.data.alert_config.alert_payload.service).toEqual({
      ...body.alert_config.alert_payload.service,
      uri: "********",
      headers: [{ header_name: "x-team", header_value: "********" }],
      auth: { strategy: "basic", user: "u", password: "********" },
    });
    for (const secret of ["example.com/my_webhook", "sre-5b0e2a", "pw-93c4d1"])
      expect(JSON.stringify(theirs.body)).not.toContain(secret);
    // Lists mask them for the writer too.
    const list = await api.get(base());
    expect(
      (list.body.data as Json[]).find((a) => a.id === created.id)?.alert_config.alert_payload.service.uri,
    ).toBe("********");
    for (const secret of ["example.com/my_webhook", "sre-5b0e2a", "pw-93c4d1"])
      expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it("refuses a threshold operator in a change alert, and a change operator in a threshold alert", async () => {
    const change = thresholdBody() as Json;
    change.alert_config.evaluation.alert_type = "change";
    expectV3Error(await api.post(base(), change), 400, "EVALIDATION");
    const threshold = thresholdBody() as Json;
    threshold.alert_config.evaluation.conditional.expressions[0].str_operator = "value_change_greater";
    expectV3Error(await api.post(base(), threshold), 400, "EVALIDATION");
  });
});

describe("mezmo_absence_alert", () => {
  it("stores a Log Analysis service with one of the account's ingestion keys", async () => {
    const body = {
      component_kind: "source",
      component_id: sourceId,
      inputs: [sourceId],
      alert_config: {
        general: { name: "my absence alert" },
        evaluation: {
          alert_type: "absence",
          event_type: "log",
          window_type: "tumbling",
          window_duration_minutes: 5,
          event_timestamp: ".timestamp",
        },
        alert_payload: {
          service: {
            name: "log_analysis",
            ingestion_key: ingestionKey,
            severity: "INFO",
            body: "No orders",
            subject: "Absence",
          },
          throttling: { window_secs: 300, threshold: 1 },
        },
      },
      active: true,
    };
    const created = data(await api.post(base(), body));
    expectReadBack(created, body);
    const other = structuredClone(body);
    other.alert_config.alert_payload.service.ingestion_key = "not-a-key-of-this-account";
    const refused = await api.post(base(), other);
    expectV3Error(refused, 400, "EVALIDATION");
    expect(JSON.stringify(refused.body)).not.toContain("not-a-key-of-this-account");
  });
});

describe("what is refused (400) and what is not found (404)", () => {
  const variant = (change: (b: Json) => void) => {
    const body = thresholdBody() as Json;
    change(body);
    return body;
  };
  it.each([
    ["a log alert without a CUSTOM operation", (b: Json) => (b.alert_config.evaluation.operation = "SUM")],
    ["CUSTOM without a script", (b: Json) => delete b.alert_config.evaluation.script],
    [
      "a script that does not compile",
      (b: Json) => (b.alert_config.evaluation.script = "function f(a) { return a +; }"),
    ],
    ["a script without a function", (b: Json) => (b.alert_config.evaluation.script = "1 + 1")],
    [
      "a metric alert with event_timestamp",
      (b: Json) => {
        b.alert_config.evaluation.event_type = "metric";
        b.alert_config.evaluation.operation = "SUM";
        delete b.alert_config.evaluation.script;
      },
    ],
    ["an unknown service field", (b: Json) => (b.alert_config.alert_payload.service.message_text = "x")],
    [
      "a trace webhook",
      (b: Json) =>
        (b.alert_config.alert_payload.service = {
          name: "webhook",
          uri: "https://x.test",
          message_text: "m",
          method: "trace",
        }),
    ],
    [
      "a webhook header the notifier owns",
      (b: Json) =>
        (b.alert_config.alert_payload.service = {
          name: "webhook",
          uri: "https://x.test",
          message_text: "m",
          headers: [{ header_name: "x-signature", header_value: "forged" }],
        }),
    ],
    ["an input that is not the component's", (b: Json) => (b.inputs = [crypto.randomUUID()])],
    ["a name over 200 characters", (b: Json) => (b.alert_config.general.name = "n".repeat(201))],
    ["a window over a day", (b: Json) => (b.alert_config.evaluation.window_duration_minutes = 1441)],
    ["a body naming another component", (b: Json) => (b.component_id = crypto.randomUUID())],
  ])("%s", async (_what, change) => {
    expectV3Error(await api.post(base(), variant(change)), 400, "EVALIDATION");
  });

  it("another account's pipeline, a missing component, a malformed id", async () => {
    const other = client(await createAccount("pipeline-alert-other"));
    expectV3Error(await other.post(base(), thresholdBody()), 404, "ENOTFOUND");
    const created = data(await api.post(base(), thresholdBody()));
    expectV3Error(await other.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`), 404, "ENOTFOUND");
    expectV3Error(
      await api.post(`/v3/pipeline/${pipelineId}/transform/${sourceId}/alert`, {
        ...thresholdBody(),
        component_kind: "transform",
      }),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await api.get(`/v3/pipeline/${pipelineId}/alert/not-a-uuid`), 400, "EVALIDATION");
  });

  it("deleting the component deletes its alerts", async () => {
    const s = data(
      await api.post(`/v3/pipeline/${pipelineId}/source`, {
        type: "http",
        user_config: { decoding: "json" },
      }),
    );
    const body = { ...thresholdBody(), component_id: s.id, inputs: [s.id] };
    const created = data(await api.post(`/v3/pipeline/${pipelineId}/source/${s.id}/alert`, body));
    data(await api.delete(`/v3/pipeline/${pipelineId}/source/${s.id}`));
    expectV3Error(await api.get(`/v3/pipeline/${pipelineId}/alert/${created.id}`), 404, "ENOTFOUND");
  });
});
