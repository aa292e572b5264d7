// Pipeline alerts end to end: events sent to a published pipeline's live endpoint reach the alert's Durable
// Object, its windows are closed with an injected clock (the alarm does the same with the real one), and
// what fires is read from the delivery log and from what the loopback receiver got (webhook, PagerDuty),
// or from the log store (Log Analysis).
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json, sendLive } from "../helpers";
import { pollDelivery, received } from "../notifications/support";

const MIN = 60_000;
let api: ReturnType<typeof client>;
let ingestionKey: string;

beforeAll(async () => {
  const account = await createAccount("pipeline-alert-evaluation");
  api = client(account);
  ingestionKey = account.ingestion_key;
});

/** A published pipeline: http source -> log-analysis destination; answers how to send to it. */
async function livePipeline(title: string) {
  const p = (await api.post("/v3/pipeline", { title })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "log-analysis",
    inputs: [source],
    user_config: { app: title, hostname: title },
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data.key;
  expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
  const send = (events: Json[]) => sendLive(source, key, events);
  const alert = async (evaluation: Json, service: Json, throttling?: Json) => {
    const res = await api.post(`/v3/pipeline/${p}/source/${source}/alert`, {
      inputs: [source],
      alert_config: {
        general: { name: `${title} alert` },
        evaluation,
        alert_payload: { service, ...(throttling && { throttling }) },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  };
  return { p, source, send, alert };
}

const object = (alertId: string) => env.PIPELINE_ALERT.get(env.PIPELINE_ALERT.idFromName(alertId));

async function deliveries(alertId: string): Promise<Json[]> {
  const res = await api.get(
    `/v3/pipeline/notification?source_kind=pipeline-alert&source_id=${alertId}&limit=100`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Json[]).reverse();
}

const counter = (name: string, value: number, region: string) => ({
  name,
  kind: "incremental",
  value: { type: "counter", value },
  tags: { region },
});

describe("threshold alerts", () => {
  it("sums a metric per group and sends the groups over the threshold to a webhook", async () => {
    const path = `/pipeline-alert/${crypto.randomUUID()}`;
    const { send, alert } = await livePipeline("pa-threshold");
    const id = await alert(
      {
        alert_type: "threshold",
        event_type: "metric",
        operation: "SUM",
        group_by: [".tags.region"],
        conditional: { expressions: [{ field: ".value.value", str_operator: "greater", value: 10 }] },
      },
      {
        name: "webhook",
        uri: `${env.RECEIVER_URL}${path}`,
        method: "put",
        message_text: '{"region": "{{.tags.region}}", "orders": {{.value.value}}}',
        auth: { strategy: "basic", user: "ops", password: "s3cret" },
        headers: [{ header_name: "x-team", header_value: "sre" }],
      },
      { window_secs: 60, threshold: 10 },
    );
    const now = Date.now();
    await send([counter("orders", 4, "eu"), counter("orders", 5, "us"), counter("orders", 8, "eu")]);
    await send([counter("orders", 2, "us"), { not: "a metric" }]);
    const status = await object(id).status();
    expect(status).toMatchObject({ open_windows: 2, skipped_events: 1 });
    // Stored one row per window; an object that lost its memory (evicted) reads the same state back.
    const rows = await runInDurableObject(object(id), (instance, state) => {
      (instance as unknown as { stored: unknown }).stored = null;
      return state.storage.sql
        .exec<{ n: number }>("SELECT count(*) AS n FROM alert_entries WHERE kind = 'w'")
        .one().n;
    });
    expect(rows).toBe(2);
    expect(await object(id).status()).toEqual(status);

    expect(await object(id).evaluate(now)).toEqual({ fired: 0, throttled: 0 }); // nothing has closed yet
    expect(await object(id).evaluate(now + 5 * MIN)).toEqual({ fired: 1, throttled: 0 });
    const [delivery] = await deliveries(id);
    expect(delivery.payload).toMatchObject({
      title: "pa-threshold alert",
      message: '{"region": "eu", "orders": 12}',
    });
    expect(delivery.payload.details).toMatchObject({ group: ["eu"], events: 2, alert_type: "threshold" });
    // The request as the receiver got it: the user's method, JSON body, basic auth and header.
    await pollDelivery(api.get, delivery.id);
    const [request] = await received(path);
    expect(request.method).toBe("PUT");
    expect(JSON.parse(request.body)).toEqual({ region: "eu", orders: 12 });
    expect(request.headers.authorization).toBe(`Basic ${btoa("ops:s3cret")}`);
    expect(request.headers["x-team"]).toBe("sre");
    expect(request.headers["content-type"]).toBe("application/json");
    // The delivery log keeps the credentials sealed and answers them masked.
    expect(JSON.stringify(delivery)).not.toContain("s3cret");
  });

  it("runs the user's CUSTOM script over log events and renders PagerDuty's summary and source", async () => {
    const path = `/pipeline-alert-pd/${crypto.randomUUID()}`;
    const { send, alert } = await livePipeline("pa-custom");
    const id = await alert(
      {
        alert_type: "threshold",
        event_type: "log",
        operation: "CUSTOM",
        window_duration_minutes: 10,
        event_timestamp: ".ts",
        script:
          "function rollup(accum, event, metadata) {\n  if (!accum.order_count) accum.order_count = 0;\n  accum.order_count += event.num_ordered;\n  accum.shop = event.shop;\n  return accum;\n}",
        conditional: { expressions: [{ field: ".order_count", str_operator: "greater", value: 5 }] },
      },
      {
        name: "pager_duty",
        uri: `${env.RECEIVER_URL}${path}`,
        summary: "{{.order_count}} orders at {{.shop}}",
        source: "shop-{{.shop}}",
        severity: "ERROR",
        routing_key: "pd-key",
        event_action: "trigger",
      },
    );
    const t0 = Math.floor(Date.now() / (10 * MIN)) * 10 * MIN;
    // event_timestamp in epoch seconds puts these in the window starting at t0.
    await send([
      { num_ordered: 4, shop: "north", ts: t0 / 1000 + 1 },
      { num_ordered: 3, shop: "north", ts: t0 / 1000 + 2 },
    ]);
    expect(await object(id).evaluate(t0 + 10 * MIN)).toEqual({ fired: 1, throttled: 0 });
    const [delivery] = await deliveries(id);
    await pollDelivery(api.get, delivery.id);
    const [request] = await received(path);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      routing_key: "pd-key",
      event_action: "trigger",
      payload: { summary: "7 orders at north", source: "shop-north", severity: "error" },
    });
    expect(body.dedup_key).toMatch(/^pipeline-alert\//);
  });
});

describe("change alerts", () => {
  it("fire when a group's aggregate rose by more than the percentage since its previous window", async () => {
    const { send, alert } = await livePipeline("pa-change");
    const id = await alert(
      {
        alert_type: "change",
        event_type: "metric",
        operation: "SUM",
        window_type: "sliding",
        window_duration_minutes: 1,
        conditional: {
          expressions: [{ field: ".value.value", str_operator: "percent_change_greater", value: 50 }],
        },
      },
      {
        name: "slack",
        uri: `${env.RECEIVER_URL}/slack/${crypto.randomUUID()}`,
        message_text: "up to {{.value.value}}",
      },
      { window_secs: 1, threshold: 100 },
    );
    const now = Date.now();
    await send([counter("c", 10, "eu")]);
    expect((await object(id).evaluate(now + 2 * MIN)).fired).toBe(0); // no previous window yet
    await send([counter("c", 12, "eu")]);
    expect((await object(id).evaluate(now + 4 * MIN)).fired).toBe(0); // +20 %
    await send([counter("c", 30, "eu")]);
    expect((await object(id).evaluate(now + 6 * MIN)).fired).toBe(1); // +150 %
    const [delivery] = await deliveries(id);
    expect(delivery.payload.message).toBe("up to 30");
  });
});

describe("absence alerts", () => {
  it("fire when nothing came for a whole window, into Log Analysis", async () => {
    const { alert } = await livePipeline("pa-absence");
    const id = await alert(
      { alert_type: "absence", event_type: "log", window_duration_minutes: 5 },
      {
        name: "log_analysis",
        severity: "WARNING",
        subject: "Quiet source",
        body: "No events",
        ingestion_key: ingestionKey,
      },
    );
    const now = Date.now();
    const due = (await object(id).status())?.next_evaluation as number;
    expect(due).toBe(Math.floor(now / (5 * MIN)) * 5 * MIN + 10 * MIN);
    expect((await object(id).evaluate(due - 1)).fired).toBe(0);
    expect((await object(id).evaluate(due)).fired).toBe(1);
    expect((await object(id).status())?.last_errors).toEqual([]);
    const lines = (await api.get(`/v2/export?apps=pipeline-alerts&to=${due + MIN}`)).body.lines as Json[];
    const line = lines.find((l) => l._line.startsWith("Quiet source"));
    expect(line).toMatchObject({
      _app: "pipeline-alerts",
      level: "WARNING",
      _line: "Quiet source\nNo events",
    });
  });

  it("per group: a group that stops sending fires with its values; one that keeps sending does not", async () => {
    const { send, alert } = await livePipeline("pa-absence-groups");
    const id = await alert(
      {
        alert_type: "absence",
        event_type: "log",
        window_type: "sliding",
        window_duration_minutes: 1,
        group_by: [".host"],
      },
      {
        name: "slack",
        uri: `${env.RECEIVER_URL}/slack/${crypto.randomUUID()}`,
        message_text: "{{.host}} went quiet",
      },
      { window_secs: 1, threshold: 100 },
    );
    await send([{ host: "a" }, { host: "b" }]);
    const afterFirst = Date.now();
    expect((await object(id).evaluate(afterFirst + 30_000)).fired).toBe(0);
    await new Promise((r) => setTimeout(r, 5));
    await send([{ host: "b" }]);
    // A minute after a's only event: a is due, b (seen again since) is not.
    const { fired } = await object(id).evaluate(afterFirst + 60_000);
    expect(fired).toBe(1);
    expect((await deliveries(id)).map((d) => d.payload.message)).toEqual(["a went quiet"]);
  });
});

describe("throttling, turning off, deleting", () => {
  it("sends at most `threshold` notifications per window_secs", async () => {
    const { send, alert } = await livePipeline("pa-throttle");
    const id = await alert(
      {
        alert_type: "threshold",
        event_type: "metric",
        operation: "MAX",
        group_by: [".tags.region"],
        conditional: { expressions: [{ field: ".value.value", str_operator: "greater_or_equal", value: 1 }] },
      },
      {
        name: "slack",
        uri: `${env.RECEIVER_URL}/slack/${crypto.randomUUID()}`,
        message_text: "{{.tags.region}}",
      },
      { window_secs: 3600, threshold: 1 },
    );
    await send([counter("m", 1, "eu"), counter("m", 1, "us"), counter("m", 1, "ap")]);
    expect(await object(id).evaluate(Date.now() + 5 * MIN)).toEqual({ fired: 1, throttled: 2 });
    expect((await object(id).status())?.throttled_notifications).toBe(2);
  });

  it("an inactive alert takes no events; a deleted one stops its object", async () => {
    const { p, source, send, alert } = await livePipeline("pa-off");
    const id = await alert(
      {
        alert_type: "threshold",
        event_type: "metric",
        operation: "SUM",
        conditional: { expressions: [{ field: ".value.value", str_operator: "greater", value: 0 }] },
      },
      { name: "slack", uri: `${env.RECEIVER_URL}/slack/${crypto.randomUUID()}`, message_text: "x" },
    );
    const { inputs, alert_config } = (await api.get(`/v3/pipeline/${p}/alert/${id}`)).body.data;
    const read = { id, inputs, alert_config };
    const off = await api.put(`/v3/pipeline/${p}/source/${source}/alert/${id}`, { ...read, active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await send([counter("m", 1, "eu")]);
    expect(await object(id).status()).toBeNull();

    const on = await api.put(`/v3/pipeline/${p}/source/${source}/alert/${id}`, { ...read, active: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await send([counter("m", 1, "eu")]);
    expect((await object(id).status())?.open_windows).toBe(1);
    expect((await api.delete(`/v3/pipeline/${p}/source/${source}/alert/${id}`)).status).toBe(200);
    expect(await object(id).status()).toBeNull();
  });

  it("an alert whose component is deleted stops at its next evaluation", async () => {
    const { p, source, send, alert } = await livePipeline("pa-orphan");
    const id = await alert(
      { alert_type: "absence", event_type: "log", window_duration_minutes: 1 },
      { name: "slack", uri: `${env.RECEIVER_URL}/slack/${crypto.randomUUID()}`, message_text: "x" },
    );
    await send([{ a: 1 }]);
    expect((await api.delete(`/v3/pipeline/${p}/source/${source}`)).status).toBe(200);
    expect(await object(id).evaluate(Date.now() + 10 * MIN)).toEqual({ fired: 0, throttled: 0 });
    expect(await object(id).status()).toBeNull();
  });
});
