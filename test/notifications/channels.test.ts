// Alert channel validation: every bad channel is refused with 400 naming the field and records nothing;
// body templates render JSON-escaped values.
import { describe, expect, it } from "vitest";
import { alertChannelSchema, renderBodyTemplate } from "../../src/notify/channels";
import { call, client, createAccount, expectV3Error } from "../helpers";

const receiver = "http://127.0.0.1:9/hook";
const emails = (n: number) => Array.from({ length: n }, (_, i) => `ops${i}@example.com`);

const badChannels: [string, unknown, string][] = [
  ["an unknown type", { type: "sms", url: receiver }, "/channel/type"],
  ["no type", { url: receiver }, "/channel/type"],
  ["email without addresses", { type: "email", emails: [] }, "/channel/emails"],
  [
    "email with an invalid address",
    { type: "email", emails: ["ops@example.com", "nope"] },
    "/channel/emails/1",
  ],
  ["email with 21 addresses", { type: "email", emails: emails(21) }, "/channel/emails"],
  ["email with an unknown field", { type: "email", emails: emails(1), cc: ["a@b.co"] }, "/channel/cc"],
  ["webhook with an ftp url", { type: "webhook", url: "ftp://example.com/x" }, "/channel/url"],
  ["webhook with a non-url", { type: "webhook", url: "not a url" }, "/channel/url"],
  ["webhook with HEAD", { type: "webhook", url: receiver, method: "HEAD" }, "/channel/method"],
  [
    "webhook with a hop-by-hop header",
    { type: "webhook", url: receiver, headers: { Connection: "close" } },
    "/channel/headers/Connection",
  ],
  [
    "webhook with content-length",
    { type: "webhook", url: receiver, headers: { "Content-Length": "3" } },
    "/channel/headers/Content-Length",
  ],
  [
    "webhook with an invalid header name",
    { type: "webhook", url: receiver, headers: { "x team": "a" } },
    "/channel/headers/x team",
  ],
  [
    "webhook overriding the signature",
    { type: "webhook", url: receiver, headers: { "X-Signature": "forged" } },
    "/channel/headers/X-Signature",
  ],
  [
    "webhook with a header value holding a line break",
    { type: "webhook", url: receiver, headers: { "x-team": "a\r\nx-evil: 1" } },
    "/channel/headers/x-team",
  ],
  [
    "webhook with 21 headers",
    {
      type: "webhook",
      url: receiver,
      headers: Object.fromEntries(emails(21).map((_, i) => [`x-h${i}`, "v"])),
    },
    "/channel/headers",
  ],
  [
    "webhook with a template that is not JSON",
    { type: "webhook", url: receiver, body_template: '{"text": {{title}}}' },
    "/channel/body_template",
  ],
  [
    "webhook with an unknown placeholder",
    { type: "webhook", url: receiver, body_template: '{"text": "{{titel}}"}' },
    "/channel/body_template",
  ],
  [
    "webhook with a template over 8 KiB",
    { type: "webhook", url: receiver, body_template: `{"text": "${"x".repeat(8200)}"}` },
    "/channel/body_template",
  ],
  [
    "slack over plain http to a public host",
    { type: "slack", url: "http://hooks.example.com/x" },
    "/channel/url",
  ],
  ["slack without a url", { type: "slack" }, "/channel/url"],
  ["pagerduty with an empty routing key", { type: "pagerduty", routing_key: "" }, "/channel/routing_key"],
  [
    "pagerduty with a 65-character routing key",
    { type: "pagerduty", routing_key: "k".repeat(65) },
    "/channel/routing_key",
  ],
  [
    "pagerduty with an unknown severity",
    { type: "pagerduty", routing_key: "k", severity: "fatal" },
    "/channel/severity",
  ],
  [
    "pagerduty over plain http to a public host",
    { type: "pagerduty", routing_key: "k", url: "http://events.example.com/v2/enqueue" },
    "/channel/url",
  ],
];

describe("alert channel validation", () => {
  it.each(badChannels)(
    "refuses %s with 400 naming the field and records nothing",
    async (_name, channel, path) => {
      const api = client(await createAccount());
      const res = await api.post("/v3/pipeline/notification/test", { channel });
      const body = expectV3Error(res, 400, "EVALIDATION");
      expect(body.errors.map((e: { instancePath: string }) => e.instancePath)).toContain(path);
      const log = await api.get("/v3/pipeline/notification");
      expect(log.body.data).toEqual([]);
    },
  );

  it("refuses a test request without a channel or with an unknown field", async () => {
    const api = client(await createAccount());
    const missing = expectV3Error(await api.post("/v3/pipeline/notification/test", {}), 400);
    expect(missing.errors[0].instancePath).toBe("/channel");
    const extra = expectV3Error(
      await api.post("/v3/pipeline/notification/test", {
        channel: { type: "slack", url: "https://x.test/" },
        x: 1,
      }),
      400,
    );
    expect(extra.errors[0].instancePath).toBe("/x");
  });

  it("accepts each channel type and fills defaults", () => {
    const webhook = alertChannelSchema.parse({ type: "webhook", url: "https://example.com/hook" });
    expect(webhook).toEqual({ type: "webhook", url: "https://example.com/hook", method: "POST" });
    const pd = alertChannelSchema.parse({ type: "pagerduty", routing_key: "r".repeat(32) });
    expect(pd).toMatchObject({ url: "https://events.pagerduty.com/v2/enqueue" });
    expect(alertChannelSchema.safeParse({ type: "slack", url: "http://localhost:8080/slack" }).success).toBe(
      true,
    );
    expect(alertChannelSchema.safeParse({ type: "email", emails: emails(20) }).success).toBe(true);
  });
});

describe("the OpenAPI document", () => {
  it("documents the notification routes and the channel schema", async () => {
    const doc = (await call("GET", "/openapi.json")).body;
    for (const path of [
      "/v3/pipeline/notification",
      "/v3/pipeline/notification/{notification_id}",
      "/v3/pipeline/notification/test",
      "/v3/pipeline/notification/signing-secret",
      "/v3/pipeline/notification/signing-secret/rotate",
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.components.schemas.AlertChannel).toBeDefined();
    expect(doc.paths["/v3/pipeline/notification/signing-secret"].get.description).toContain("HMAC-SHA256");
  });
});

describe("body templates", () => {
  it("writes values JSON-escaped so any event keeps the body valid JSON", () => {
    const template =
      '{"text": "{{title}}", "n": "{{details.count}}", "d": "{{details}}", "m": "{{details.missing}}"}';
    const body = renderBodyTemplate(template, {
      title: 'He said "hi"\nand left \\o/',
      details: { count: 3, nested: { a: "<b>" } },
    });
    expect(JSON.parse(body)).toEqual({
      text: 'He said "hi"\nand left \\o/',
      n: "3",
      d: '{"count":3,"nested":{"a":"<b>"}}',
      m: "",
    });
  });
});
