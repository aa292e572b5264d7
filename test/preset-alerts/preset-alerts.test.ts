// Preset alerts (v1) through HTTP: every operation, the alert-channel rules (a table of bad channels, each
// answering 400 with the v1 detail key), the wire forms the terraform provider sends, deletion detaching the
// preset from views, and tenancy. Channel secrets are owner-bound: the writing key reads them back, another
// key of the account and every list read the mask.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  client,
  createAccount,
  type Json,
  otherServiceKey,
  type TestAccount,
} from "../helpers";

let account: TestAccount;
let api: ReturnType<typeof client>;
/** A second service key of the same account: it reads the presets `api` writes, not their secrets. */
let otherKey: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("presets");
  api = client(account);
  otherKey = client(await otherServiceKey(account));
  stranger = client(await createAccount("presets-stranger"));
});

/** Asserts the v1 error body and returns its detail keys. */
function v1Error(res: ApiResponse, status: number, code: string): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, status, error: expect.any(String), request_id: expect.any(String) });
  expect(res.body.message).toBeUndefined();
  return (res.body.details ?? []).map((d: Json) => d.key);
}

const emailChannel = { integration: "email", emails: ["ops@example.com"], triggerlimit: 5 };

describe("operations", () => {
  it("creates, reads, lists, replaces and deletes a preset alert", async () => {
    const created = await api.post("/v1/config/presetalert", { name: "Ops", channels: [emailChannel] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.presetid;
    expect(created.body).toEqual({
      presetid: expect.any(String),
      name: "Ops",
      channels: [
        {
          integration: "email",
          emails: ["ops@example.com"],
          triggerlimit: 5,
          triggerinterval: "30",
          immediate: false,
          terminal: true,
          operator: "presence",
        },
      ],
    });
    expect((await api.get(`/v1/config/presetalert/${id}`)).body).toEqual(created.body);
    expect((await api.get(`/v1/config/presetalert/${id.toUpperCase()}`)).status).toBe(200);
    expect((await api.get("/v1/config/presetalert")).body).toContainEqual(created.body);

    const replaced = await api.put(`/v1/config/presetalert/${id}`, {
      name: "Ops (pager)",
      channels: [
        { integration: "pagerduty", key: "abc123", triggerlimit: 1, immediate: true, terminal: false },
      ],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ presetid: id, name: "Ops (pager)" });
    const pager = {
      integration: "pagerduty",
      key: "abc123", // owner-bound: the writing key reads it back
      triggerlimit: 1,
      triggerinterval: "30",
      immediate: true,
      terminal: false,
      operator: "presence",
    };
    expect(replaced.body.channels).toEqual([pager]);
    expect((await api.get(`/v1/config/presetalert/${id}`)).body).toEqual(replaced.body);
    // Another key of the account, and every list, read the mask.
    const theirs = await otherKey.get(`/v1/config/presetalert/${id}`);
    expect(theirs.body).toEqual({ ...replaced.body, channels: [{ ...pager, key: "********" }] });
    for (const reader of [api, otherKey]) {
      const list = await reader.get("/v1/config/presetalert");
      expect(list.body).toContainEqual(theirs.body);
      expect(JSON.stringify(list.body)).not.toContain("abc123");
    }
    expect(JSON.stringify(theirs.body)).not.toContain("abc123");
    expect((await api.delete(`/v1/config/presetalert/${id}`)).body).toEqual({ deleted: true });
    v1Error(await api.get(`/v1/config/presetalert/${id}`), 404, "ENOTFOUND");
    v1Error(await api.delete(`/v1/config/presetalert/${id}`), 404, "ENOTFOUND");
    v1Error(
      await api.put(`/v1/config/presetalert/${id}`, { name: "x", channels: [emailChannel] }),
      404,
      "ENOTFOUND",
    );
  });

  it("takes the terraform provider's wire form and answers it back in the form it reads", async () => {
    // As logdna_alert sends it: string booleans, a duration, a body template object, headers.
    const res = await api.post("/v1/config/presetalert", {
      name: "terraform",
      channels: [
        {
          integration: "email",
          emails: ["a@example.com", "b@example.com"],
          immediate: "false",
          operator: "absence",
          terminal: "true",
          triggerinterval: "15m",
          triggerlimit: 15,
          timezone: "Pacific/Samoa",
        },
        {
          integration: "webhook",
          url: "https://hooks.example.com/alert",
          method: "PUT",
          headers: { "X-Team": "ops" },
          bodyTemplate: { text: "{{name}} matched {{matches}}" },
          immediate: "true",
          terminal: "false",
          triggerinterval: "300",
          triggerlimit: 2,
        },
        {
          integration: "slack",
          url: "https://hooks.slack.com/services/T/B/X",
          triggerlimit: 1,
          triggerinterval: 3600,
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail, hook, slack] = res.body.channels;
    expect(mail).toEqual({
      integration: "email",
      emails: ["a@example.com", "b@example.com"],
      immediate: false,
      terminal: true,
      operator: "absence",
      triggerinterval: "15m",
      triggerlimit: 15,
      timezone: "Pacific/Samoa",
    });
    // url and header values are owner-bound: the write's answer (and the writer's read) holds them as sent.
    expect(hook).toMatchObject({
      url: "https://hooks.example.com/alert",
      method: "put",
      headers: { "X-Team": "ops" },
      bodyTemplate: '{"text":"{{name}} matched {{matches}}"}',
      immediate: true,
      terminal: false,
      triggerinterval: "300",
    });
    expect(slack).toMatchObject({
      integration: "slack",
      url: "https://hooks.slack.com/services/T/B/X",
      triggerinterval: 3600,
      terminal: true,
    });
    const url = `/v1/config/presetalert/${res.body.presetid}`;
    expect((await api.get(url)).body).toEqual(res.body);
    // Another key of the account reads them masked.
    const theirs = await otherKey.get(url);
    expect(theirs.body.channels).toEqual([
      mail,
      { ...hook, url: "********", headers: { "X-Team": "********" } },
      { ...slack, url: "********" },
    ]);
    for (const secret of ["hooks.example.com", "hooks.slack.com", '"ops"'])
      expect(JSON.stringify(theirs.body)).not.toContain(secret);
  });

  it("accepts emails as a comma-separated string", async () => {
    const res = await api.post("/v1/config/presetalert", {
      name: "csv",
      channels: [{ ...emailChannel, emails: "a@example.com, b@example.com" }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.channels[0].emails).toEqual(["a@example.com", "b@example.com"]);
  });
});

describe("validation", () => {
  const cases: [string, Json, string][] = [
    ["no name", { channels: [emailChannel] }, "name"],
    ["a blank name", { name: "  ", channels: [emailChannel] }, "name"],
    ["no channels", { name: "x", channels: [] }, "channels"],
    ["an unknown field", { name: "x", channels: [emailChannel], colour: "red" }, "colour"],
    [
      "an unknown integration",
      { name: "x", channels: [{ ...emailChannel, integration: "sms" }] },
      "channels.0.integration",
    ],
    [
      "an unknown channel field",
      { name: "x", channels: [{ ...emailChannel, autoresolve: true }] },
      "channels.0.autoresolve",
    ],
    [
      "no triggerlimit",
      { name: "x", channels: [{ integration: "email", emails: ["a@b.co"] }] },
      "channels.0.triggerlimit",
    ],
    [
      "triggerlimit 0",
      { name: "x", channels: [{ ...emailChannel, triggerlimit: 0 }] },
      "channels.0.triggerlimit",
    ],
    [
      "triggerlimit 1.5",
      { name: "x", channels: [{ ...emailChannel, triggerlimit: 1.5 }] },
      "channels.0.triggerlimit",
    ],
    [
      "triggerlimit as text",
      { name: "x", channels: [{ ...emailChannel, triggerlimit: "5" }] },
      "channels.0.triggerlimit",
    ],
    [
      "an interval not offered",
      { name: "x", channels: [{ ...emailChannel, triggerinterval: "45" }] },
      "channels.0.triggerinterval",
    ],
    [
      "an interval that is no duration",
      { name: "x", channels: [{ ...emailChannel, triggerinterval: "soon" }] },
      "channels.0.triggerinterval",
    ],
    [
      "presence neither immediate nor terminal",
      { name: "x", channels: [{ ...emailChannel, immediate: "false", terminal: "false" }] },
      "channels.0.terminal",
    ],
    [
      "absence not terminal",
      {
        name: "x",
        channels: [{ ...emailChannel, operator: "absence", terminal: false, triggerinterval: "15m" }],
      },
      "channels.0.terminal",
    ],
    [
      "absence immediate",
      {
        name: "x",
        channels: [{ ...emailChannel, operator: "absence", immediate: true, triggerinterval: 900 }],
      },
      "channels.0.immediate",
    ],
    [
      "absence under 15 minutes",
      { name: "x", channels: [{ ...emailChannel, operator: "absence", triggerinterval: "5m" }] },
      "channels.0.triggerinterval",
    ],
    [
      "an unknown operator",
      { name: "x", channels: [{ ...emailChannel, operator: "sometimes" }] },
      "channels.0.operator",
    ],
    [
      "immediate as yes",
      { name: "x", channels: [{ ...emailChannel, immediate: "yes" }] },
      "channels.0.immediate",
    ],
    [
      "email without emails",
      { name: "x", channels: [{ integration: "email", triggerlimit: 1 }] },
      "channels.0.emails",
    ],
    [
      "email with no address",
      { name: "x", channels: [{ ...emailChannel, emails: [] }] },
      "channels.0.emails",
    ],
    [
      "a malformed address",
      { name: "x", channels: [{ ...emailChannel, emails: ["ok@example.com", "nope"] }] },
      "channels.0.emails.1",
    ],
    [
      "email with a url",
      { name: "x", channels: [{ ...emailChannel, url: "https://x.example" }] },
      "channels.0.url",
    ],
    [
      "webhook without url",
      { name: "x", channels: [{ integration: "webhook", triggerlimit: 1 }] },
      "channels.0.url",
    ],
    [
      "webhook with a non-http url",
      { name: "x", channels: [{ integration: "webhook", url: "ftp://x.example/a", triggerlimit: 1 }] },
      "channels.0.url",
    ],
    [
      "webhook method head (LogDNA's are post, put, patch, get, delete)",
      {
        name: "x",
        channels: [{ integration: "webhook", url: "https://x.example", method: "head", triggerlimit: 1 }],
      },
      "channels.0.method",
    ],
    [
      "webhook with a reserved header",
      {
        name: "x",
        channels: [
          {
            integration: "webhook",
            url: "https://x.example",
            headers: { "X-Signature": "f" },
            triggerlimit: 1,
          },
        ],
      },
      "channels.0.headers.X-Signature",
    ],
    [
      "a body template that is not JSON",
      {
        name: "x",
        channels: [
          { integration: "webhook", url: "https://x.example", bodyTemplate: "{nope", triggerlimit: 1 },
        ],
      },
      "channels.0.bodyTemplate",
    ],
    [
      "a body template with an unknown placeholder",
      {
        name: "x",
        channels: [
          {
            integration: "webhook",
            url: "https://x.example",
            bodyTemplate: { a: "{{colour}}" },
            triggerlimit: 1,
          },
        ],
      },
      "channels.0.bodyTemplate",
    ],
    [
      "slack over plain http",
      { name: "x", channels: [{ integration: "slack", url: "http://hooks.example.com/x", triggerlimit: 1 }] },
      "channels.0.url",
    ],
    [
      "pagerduty without key",
      { name: "x", channels: [{ integration: "pagerduty", triggerlimit: 1 }] },
      "channels.0.key",
    ],
    [
      "pagerduty with emails",
      { name: "x", channels: [{ integration: "pagerduty", key: "k", emails: ["a@b.co"], triggerlimit: 1 }] },
      "channels.0.emails",
    ],
    [
      "an unknown time zone",
      { name: "x", channels: [{ ...emailChannel, timezone: "Mars/Olympus" }] },
      "channels.0.timezone",
    ],
    [
      "the second channel bad",
      { name: "x", channels: [emailChannel, { ...emailChannel, emails: [] }] },
      "channels.1.emails",
    ],
  ];

  it.each(cases)("refuses %s (400 naming the field)", async (_what, body, key) => {
    const before = (await api.get("/v1/config/presetalert")).body.length;
    const keys = v1Error(await api.post("/v1/config/presetalert", body), 400, "EVALIDATION");
    expect(keys).toContain(key);
    expect((await api.get("/v1/config/presetalert")).body).toHaveLength(before);
  });

  it("reports every bad field of a channel at once", async () => {
    const keys = v1Error(
      await api.post("/v1/config/presetalert", {
        name: "x",
        channels: [
          {
            integration: "webhook",
            url: "https://x.example",
            headers: { host: "evil" },
            timezone: "Nowhere/Land",
            triggerlimit: 1,
          },
        ],
      }),
      400,
      "EVALIDATION",
    );
    expect(keys).toEqual(expect.arrayContaining(["channels.0.timezone", "channels.0.headers.host"]));
  });

  it("refuses a bad replacement and keeps the preset as it was", async () => {
    const created = await api.post("/v1/config/presetalert", { name: "keep", channels: [emailChannel] });
    const keys = v1Error(
      await api.put(`/v1/config/presetalert/${created.body.presetid}`, {
        name: "changed",
        channels: [{ ...emailChannel, triggerlimit: -1 }],
      }),
      400,
      "EVALIDATION",
    );
    expect(keys).toEqual(["channels.0.triggerlimit"]);
    expect((await api.get(`/v1/config/presetalert/${created.body.presetid}`)).body).toEqual(created.body);
  });
});

describe("views attaching a preset", () => {
  it("are detached, keeping their own channels, when the preset is deleted", async () => {
    const preset = await api.post("/v1/config/presetalert", { name: "attached", channels: [emailChannel] });
    const view = await api.post("/v1/config/view", {
      name: "uses preset",
      query: "error",
      presetid: preset.body.presetid,
      channels: [emailChannel],
    });
    expect(view.body.presetid).toBe(preset.body.presetid);
    expect((await api.delete(`/v1/config/presetalert/${preset.body.presetid}`)).status).toBe(200);
    const after = await api.get(`/v1/config/view/${view.body.viewid}`);
    expect(after.body).toMatchObject({ presetid: null, channels: view.body.channels });
  });
});

describe("tenancy", () => {
  it("answers 404 for another account's preset alert and never lists it", async () => {
    const mine = await api.post("/v1/config/presetalert", { name: "private", channels: [emailChannel] });
    const id = mine.body.presetid;
    v1Error(await stranger.get(`/v1/config/presetalert/${id}`), 404, "ENOTFOUND");
    v1Error(
      await stranger.put(`/v1/config/presetalert/${id}`, { name: "taken", channels: [emailChannel] }),
      404,
      "ENOTFOUND",
    );
    v1Error(await stranger.delete(`/v1/config/presetalert/${id}`), 404, "ENOTFOUND");
    expect((await stranger.get("/v1/config/presetalert")).body).toEqual([]);
    expect((await api.get(`/v1/config/presetalert/${id}`)).body).toEqual(mine.body);
  });
});
