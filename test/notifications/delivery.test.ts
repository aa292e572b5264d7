// Each channel type delivered for real through the API and the Worker's own queue consumer: the request the
// receiver gets (signature, method, headers, template; Slack and PagerDuty shapes) and the email outbox.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error } from "../helpers";
import { pollDelivery, received, verifySignature } from "./support";

async function sendTest(api: ReturnType<typeof client>, channel: unknown) {
  const res = await api.post("/v3/pipeline/notification/test", { channel });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toMatchObject({
    source_kind: "test",
    channel_type: (channel as { type: string }).type,
  });
  return pollDelivery(api.get, res.body.data.id);
}

// Concurrent: each test waits for the queue's one-second batch window, so they share it.
describe.concurrent("webhook notifications", () => {
  it("arrive signed with the account's secret, with the default JSON payload", async () => {
    const account = await createAccount();
    const api = client(account);
    const path = `/notify/webhook/${crypto.randomUUID()}`;
    const delivery = await sendTest(api, { type: "webhook", url: `${env.RECEIVER_URL}${path}` });
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, last_error: null });

    const [request, ...more] = await received(path);
    expect(more).toEqual([]);
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-delivery-id"]).toBe(delivery.id);
    const payload = JSON.parse(request.body);
    expect(payload).toMatchObject({
      title: "Test notification",
      severity: "info",
      account_id: account.account_id,
      source: { kind: "test", id: delivery.source_id },
    });
    expect(new Date(payload.fired_at).toISOString()).toBe(payload.fired_at);

    const secret = (await api.get("/v3/pipeline/notification/signing-secret")).body.data.secret;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const signature = request.headers["x-signature"];
    expect(await verifySignature(signature, request.body, secret)).toBe(true);
    expect(await verifySignature(signature, `${request.body} `, secret)).toBe(false);
    const t = Number(/t=(\d+)/.exec(signature)?.[1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);
  });

  it("use the configured method, headers and body template", async () => {
    const api = client(await createAccount());
    const path = `/notify/templated/${crypto.randomUUID()}`;
    const delivery = await sendTest(api, {
      type: "webhook",
      url: `${env.RECEIVER_URL}${path}`,
      method: "PUT",
      headers: { "X-Team": "checkout", Authorization: "Bearer abc" },
      body_template: '{"msg": "{{title}} ({{severity}})", "src": "{{source.kind}}", "id": "{{delivery_id}}"}',
    });
    expect(delivery.status).toBe("delivered");
    const [request] = await received(path);
    expect(request.method).toBe("PUT");
    expect(request.headers["x-team"]).toBe("checkout");
    expect(request.headers.authorization).toBe("Bearer abc");
    expect(JSON.parse(request.body)).toEqual({
      msg: "Test notification (info)",
      src: "test",
      id: delivery.id,
    });
    const secret = (await api.get("/v3/pipeline/notification/signing-secret")).body.data.secret;
    expect(await verifySignature(request.headers["x-signature"], request.body, secret)).toBe(true);
  });

  it("are signed with the new secret after a rotation, and the secret is per account", async () => {
    const api = client(await createAccount());
    const other = client(await createAccount());
    const first = (await api.get("/v3/pipeline/notification/signing-secret")).body.data.secret;
    expect((await api.get("/v3/pipeline/notification/signing-secret")).body.data.secret).toBe(first);
    expect((await other.get("/v3/pipeline/notification/signing-secret")).body.data.secret).not.toBe(first);

    const rotated = await api.post("/v3/pipeline/notification/signing-secret/rotate");
    expect(rotated.status).toBe(200);
    const second = rotated.body.data.secret;
    expect(second).not.toBe(first);
    const path = `/notify/rotated/${crypto.randomUUID()}`;
    await sendTest(api, { type: "webhook", url: `${env.RECEIVER_URL}${path}` });
    const [request] = await received(path);
    expect(await verifySignature(request.headers["x-signature"], request.body, second)).toBe(true);
    expect(await verifySignature(request.headers["x-signature"], request.body, first)).toBe(false);
  });
});

describe.concurrent("slack, pagerduty and email notifications", () => {
  it("post a Slack incoming-webhook message with a header and a section", async () => {
    const api = client(await createAccount());
    const path = `/notify/slack/${crypto.randomUUID()}`;
    const delivery = await sendTest(api, { type: "slack", url: `${env.RECEIVER_URL}${path}` });
    expect(delivery.status).toBe("delivered");
    const [request] = await received(path);
    const body = JSON.parse(request.body);
    expect(body.text).toContain("Test notification");
    expect(body.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "Test notification" },
    });
    expect(body.blocks[1]).toMatchObject({ type: "section", text: { type: "mrkdwn" } });
    expect(body.blocks[1].text.text).toContain("test notification");
    expect(body.blocks[1].fields).toContainEqual({ type: "mrkdwn", text: "*Severity*\ninfo" });
  });

  it("post a PagerDuty Events API v2 trigger to the channel's url", async () => {
    const api = client(await createAccount());
    const path = `/notify/pagerduty/${crypto.randomUUID()}`;
    const routingKey = "R".repeat(32);
    const delivery = await sendTest(api, {
      type: "pagerduty",
      routing_key: routingKey,
      url: `${env.RECEIVER_URL}${path}`,
      severity: "error",
    });
    expect(delivery.status).toBe("delivered");
    const [request] = await received(path);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      routing_key: routingKey,
      event_action: "trigger",
      dedup_key: expect.any(String),
      payload: {
        summary: expect.stringContaining("Test notification"),
        source: `pipeline-service/test/${delivery.source_id}`,
        severity: "error",
        timestamp: delivery.payload.fired_at,
        custom_details: expect.objectContaining({ request_id: delivery.source_id }),
      },
    });
  });

  it("write one email per address to the outbox", async () => {
    const account = await createAccount();
    const api = client(account);
    const to = [`a-${crypto.randomUUID()}@example.com`, `b-${crypto.randomUUID()}@example.com`];
    const delivery = await sendTest(api, { type: "email", emails: to });
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1 });
    const { results } = await env.DB.prepare(
      `SELECT "to", subject, text, account_id FROM email_outbox WHERE "to" IN (?, ?) ORDER BY "to"`,
    )
      .bind(...to)
      .all();
    expect(results).toHaveLength(2);
    expect(results.map((r) => r.to)).toEqual(to);
    for (const mail of results) {
      expect(mail).toMatchObject({ subject: "Test notification", account_id: account.account_id });
      expect(mail.text).toContain("test notification");
      expect(mail.text).toContain(`request_id: ${delivery.source_id}`);
    }
  });
});

describe("the delivery log", () => {
  it("lists newest first in pages, filters, and hides other accounts' deliveries", async () => {
    const api = client(await createAccount());
    const other = client(await createAccount());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const channel = { type: "webhook", url: `${env.RECEIVER_URL}/notify/log/${crypto.randomUUID()}` };
      ids.push((await api.post("/v3/pipeline/notification/test", { channel })).body.data.id);
    }
    for (const id of ids) await pollDelivery(api.get, id);
    const first = await api.get("/v3/pipeline/notification?limit=2");
    expect(first.body.data.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    const next = first.body.meta.page.next;
    expect(next).toEqual(expect.any(String));
    const second = await api.get(`/v3/pipeline/notification?limit=2&cursor=${next}`);
    expect(second.body.data.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    expect(second.body.meta.page.next).toBeNull();

    const delivered = await api.get("/v3/pipeline/notification?status=delivered&source_kind=test");
    expect(delivered.body.data).toHaveLength(3);
    expect((await api.get("/v3/pipeline/notification?status=failed")).body.data).toEqual([]);
    const bySource = await api.get(`/v3/pipeline/notification?source_id=${first.body.data[0].source_id}`);
    expect(bySource.body.data.map((d: { id: string }) => d.id)).toEqual([ids[2]]);
    expectV3Error(await api.get("/v3/pipeline/notification?status=lost"), 400);
    expectV3Error(await api.get("/v3/pipeline/notification?cursor=garbage"), 400);

    expect((await other.get("/v3/pipeline/notification")).body.data).toEqual([]);
    expectV3Error(await other.get(`/v3/pipeline/notification/${ids[0]}`), 404, "ENOTFOUND");
    expectV3Error(await api.get(`/v3/pipeline/notification/${crypto.randomUUID()}`), 404, "ENOTFOUND");
    expectV3Error(await api.get("/v3/pipeline/notification/not-a-uuid"), 400);
  });
});
