// The v1 alert channel's LogDNA options added for parity: the webhook methods LogDNA's terraform provider
// documents (post, put, patch, get, delete; get and delete delivered without a body) and PagerDuty's
// `autoresolve`, `autoresolveinterval`, `autoresolvelimit` (accepted, validated, stored and answered; the
// resolve event is not sent yet). Through preset alerts (`/v1/config/presetalert`), whose channels are the
// same v1 channels as views'.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { v1AlertChannelSchema } from "../../src/alerts/alert-channel-v1";
import { client, createAccount, otherServiceKey } from "../helpers";
import { pollDelivery, received, verifySignature } from "./support";

const pagerduty = {
  integration: "pagerduty",
  key: "0123456789abcdef0123456789abcdef",
  triggerlimit: 15,
  triggerinterval: "15m",
  terminal: "true",
};

describe("v1 pagerduty autoresolve", () => {
  it("is accepted, stored and answered as sent, the key masked to any other key", async () => {
    const account = await createAccount();
    const api = client(account);
    const created = await api.post("/v1/config/presetalert", {
      name: "pd-autoresolve",
      channels: [{ ...pagerduty, autoresolve: true, autoresolveinterval: "15m", autoresolvelimit: 10 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.presetid;
    const read = await api.get(`/v1/config/presetalert/${id}`);
    expect(read.status).toBe(200);
    const options = { autoresolve: true, autoresolveinterval: "15m", autoresolvelimit: 10 };
    expect(read.body.channels[0]).toMatchObject({ integration: "pagerduty", key: pagerduty.key, ...options });
    const other = await client(await otherServiceKey(account)).get(`/v1/config/presetalert/${id}`);
    expect(other.status).toBe(200);
    expect(other.body.channels[0]).toMatchObject({ integration: "pagerduty", key: "********", ...options });
    expect(JSON.stringify(other.body)).not.toContain(pagerduty.key);
  });

  it("takes the terraform provider's string booleans and 25h", () => {
    const parsed = v1AlertChannelSchema.parse({
      ...pagerduty,
      autoresolve: "true",
      autoresolveinterval: "25h",
      autoresolvelimit: 1,
    });
    expect(parsed).toMatchObject({ autoresolve: true, autoresolveinterval: "25h", autoresolvelimit: 1 });
    const off = v1AlertChannelSchema.parse({ ...pagerduty, autoresolve: false });
    expect(off.autoresolve).toBe(false);
  });

  it("refuses autoresolve without its interval and limit, bad values, and other integrations", () => {
    const issues = (channel: unknown) =>
      v1AlertChannelSchema.safeParse(channel).error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(issues({ ...pagerduty, autoresolve: true })).toEqual(
      expect.arrayContaining(["autoresolveinterval", "autoresolvelimit"]),
    );
    expect(issues({ ...pagerduty, autoresolveinterval: "7m" })).toEqual(["autoresolveinterval"]);
    // A presence alert resolves over 15 minutes at least (LogDNA's rule).
    expect(issues({ ...pagerduty, autoresolveinterval: "1m" })).toEqual(["autoresolveinterval"]);
    expect(issues({ ...pagerduty, autoresolvelimit: 0 })).toEqual(["autoresolvelimit"]);
    expect(
      issues({
        integration: "email",
        emails: ["a@example.com"],
        triggerlimit: 1,
        autoresolve: true,
      }),
    ).toContain("autoresolve");
  });
});

describe("v1 webhook methods", () => {
  it("accepts post, put, patch, get and delete in any case, and refuses others", () => {
    const webhook = { integration: "webhook", url: "https://example.com/hook", triggerlimit: 1 };
    for (const method of ["post", "PUT", "patch", "GET", "delete"])
      expect(v1AlertChannelSchema.parse({ ...webhook, method }).method).toBe(method.toLowerCase());
    expect(v1AlertChannelSchema.safeParse({ ...webhook, method: "head" }).success).toBe(false);
  });

  it("delivers GET and DELETE without a body, signed over the empty body", async () => {
    const api = client(await createAccount());
    const secret = (await api.get("/v3/pipeline/notification/signing-secret")).body.data.secret;
    for (const method of ["GET", "DELETE"]) {
      const path = `/notify/${method.toLowerCase()}/${crypto.randomUUID()}`;
      const res = await api.post("/v3/pipeline/notification/test", {
        channel: { type: "webhook", url: `${env.RECEIVER_URL}${path}`, method, headers: { "X-Team": "a" } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const delivery = await pollDelivery(api.get, res.body.data.id);
      expect(delivery.status).toBe("delivered");
      const [request] = await received(path);
      expect(request.method).toBe(method);
      expect(request.body).toBe("");
      expect(request.headers["content-type"]).toBeUndefined();
      expect(request.headers["x-team"]).toBe("a");
      expect(request.headers["x-delivery-id"]).toBe(delivery.id);
      expect(await verifySignature(request.headers["x-signature"], "", secret)).toBe(true);
    }
  });
});
