// Fidelity with logdna/terraform-provider-logdna (the `logdna` provider, logdna/*.go at commit 9c61359): for
// each resource, the create, read, update and delete calls it makes, with the bodies its request structs
// marshal to (written here as Go's encoding/json writes them: struct field order, `omitempty` fields left
// out when empty, fields without it always present), sent the way request.go sends them (`servicekey`
// header, 200 expected). Each answer is decoded as the provider decodes it (test/fidelity/go-provider.ts:
// the response struct, case-insensitive names, null as the zero value, a wrong type failing the decode), and
// the fields the provider reads back are compared with what was sent. docs/fidelity-logdna-provider.md has
// the field tables. Secrets are owner-bound: the key that sent them reads them back as sent (so the state
// Read builds equals the configuration: an empty plan), while another service key of the same account reads
// ******** and a key's GET has no `key` for it.
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type Json, otherServiceKey, type TestAccount } from "../helpers";
import { ownerMemberWithKey } from "../roles/support";
import {
  alertResponse,
  archiveResponse,
  categoryResponse,
  type GoType,
  goDecode,
  goRequest,
  indexRateAlertResponse,
  ingestionExclusionRule,
  keyResponse,
  list,
  memberResponse,
  viewResponse,
} from "./go-provider";

const MASK = "********";

let account: TestAccount;
/** Another service key of the account: what it reads of the first key's secrets. */
let other: TestAccount;
/** request.go `MakeRequest`: any status but 200 is an error; the answer decoded into `type`. */
async function call(
  method: string,
  uri: string,
  body: Json | undefined,
  type: GoType | null,
  as: TestAccount = account,
): Promise<Json> {
  const res = await goRequest(as.service_key, method, uri, body);
  expect(res.status, `${method} ${uri}: ${res.text}`).toBe(200);
  return type === null ? {} : (goDecode(res.body, type) as Json);
}

/** A read by the other key: the decoded answer, checked to hold none of `secrets`' text. */
async function readAsOther(uri: string, type: GoType, secrets: string[]): Promise<Json> {
  const res = await goRequest(other.service_key, "GET", uri);
  expect(res.status, res.text).toBe(200);
  for (const secret of secrets) expect(res.text).not.toContain(secret);
  return goDecode(res.body, type) as Json;
}

beforeAll(async () => {
  account = await createAccount("logdna-provider-fidelity");
  other = await otherServiceKey(account);
});

// ---- channels (request_types.go `channelRequest`, built by emailChannelRequest & co. from the values of
// common_test.go `chnlDefaults`; immediate/terminal are the schema's TypeString "true"/"false") ----
const emailChannel = {
  emails: ["test@logdna.com"],
  immediate: "false",
  integration: "email",
  operator: "absence",
  terminal: "true",
  triggerinterval: "15m",
  triggerlimit: 15,
  timezone: "Pacific/Samoa",
};
const pagerdutyChannel = {
  immediate: "false",
  integration: "pagerduty",
  key: "Your PagerDuty API key goes here",
  operator: "presence",
  terminal: "true",
  triggerinterval: "15m",
  triggerlimit: 15,
};
const slackChannel = {
  immediate: "false",
  integration: "slack",
  operator: "absence",
  terminal: "true",
  triggerinterval: "30m",
  triggerlimit: 15,
  url: "https://hooks.slack.com/services/identifier/secret",
};
const webhookBodyTemplate = {
  fields: {
    description: "{{ matches }} matches found for {{ name }}",
    issuetype: { name: "Bug" },
    project: { key: "test" },
    summary: "Alert from {{ name }}",
  },
};
const webhookChannel = {
  bodyTemplate: webhookBodyTemplate,
  headers: { hello: "test3", test: "test2" },
  immediate: "false",
  integration: "webhook",
  method: "post",
  operator: "presence",
  terminal: "true",
  triggerinterval: "15m",
  triggerlimit: 15,
  url: "https://yourwebhook/endpoint",
};

/**
 * response_types.go `mapAllChannelsToSchema`: what the provider stores per channel, compared with the
 * channel sent (`immediate`/`terminal` go back through strconv.FormatBool; `bodyTemplate` is a JSON string
 * the schema compares as JSON). Secrets (PagerDuty key, Slack and webhook URLs, header values) come back as
 * sent to the key that sent them (`masked`: as another key reads them, every secret ********).
 */
function expectChannelsRoundTrip(sent: Json[], got: Json[], masked = false) {
  expect(got).toHaveLength(sent.length);
  sent.forEach((s, i) => {
    const g = got[i];
    expect(g.integration).toBe(s.integration);
    expect(String(g.immediate)).toBe(s.immediate);
    expect(String(g.terminal)).toBe(s.terminal);
    expect(g.operator).toBe(s.operator);
    expect(g.triggerlimit).toBe(s.triggerlimit);
    expect(g.triggerinterval).toBe(s.triggerinterval);
    if (s.emails) expect(g.emails).toEqual(s.emails);
    if (s.timezone) expect(g.timezone).toBe(s.timezone);
    if (s.method) expect(g.method).toBe(s.method);
    if (s.bodyTemplate) expect(JSON.parse(g.bodyTemplate)).toEqual(s.bodyTemplate);
    const secret = (value: unknown) => (masked ? MASK : value);
    if (s.headers)
      expect(g.headers).toEqual(
        Object.fromEntries(Object.entries(s.headers).map(([k, v]) => [k, secret(v)])),
      );
    if (s.url) expect(g.url).toBe(secret(s.url)); // slack, webhook URLs carry tokens
    if (s.key) expect(g.key).toBe(secret(s.key)); // PagerDuty key
  });
}

describe("logdna_category (resource_category.go)", () => {
  it("creates, reads, renames and deletes with categoryRequest bodies", async () => {
    // categoryRequest{Name} (Type is only in the URL; the schema's default type is "views").
    const created = await call(
      "POST",
      "/v1/config/categories/views",
      { name: "DemoCategory1" },
      categoryResponse,
    );
    expect(created).toEqual({ name: "DemoCategory1", type: "views", id: expect.any(String) });
    expect(created.id).not.toBe("");
    const uri = `/v1/config/categories/views/${created.id}`; // d.SetId("views:<id>") split by parseCategoryId
    expect(await call("GET", uri, undefined, categoryResponse)).toEqual(created);
    await call("PUT", uri, { name: "DemoCategory2" }, null);
    expect(await call("GET", uri, undefined, categoryResponse)).toMatchObject({
      name: "DemoCategory2",
      type: "views",
    });
    await call("DELETE", uri, undefined, null);
    expect((await goRequest(account.service_key, "GET", uri)).status).toBe(404);
  });
});

describe("logdna_alert (resource_alert.go: preset alerts)", () => {
  it("round-trips every channel integration in alertRequest bodies", async () => {
    const channels = [emailChannel, pagerdutyChannel, slackChannel, webhookChannel];
    // alertRequest{Name, Channels}
    const created = await call("POST", "/v1/config/presetalert", { name: "test", channels }, alertResponse);
    expect(created.presetid).not.toBe(""); // d.SetId(createdAlert.PresetID)
    const uri = `/v1/config/presetalert/${created.presetid}`;
    const read = await call("GET", uri, undefined, alertResponse);
    expect(read.name).toBe("test");
    expectChannelsRoundTrip(channels, read.channels);
    const secrets = [pagerdutyChannel.key, slackChannel.url, webhookChannel.url, "test3", "test2"];
    expectChannelsRoundTrip(channels, (await readAsOther(uri, alertResponse, secrets)).channels, true);
    // data_source_alert.go reads the same GET: the preset's channels as sent, to the key that sent them.

    const updated = [{ ...emailChannel, emails: ["test2@logdna.com"], triggerinterval: "1h" }];
    await call("PUT", uri, { name: "test2", channels: updated }, null);
    const reread = await call("GET", uri, undefined, alertResponse);
    expect(reread.name).toBe("test2");
    expectChannelsRoundTrip(updated, reread.channels);

    await call("DELETE", uri, undefined, null);
    expect((await goRequest(account.service_key, "GET", uri)).status).toBe(404);
  });
});

describe("logdna_alert: PagerDuty auto-resolve and the channel defaults", () => {
  it("round-trips autoresolve, autoresolveinterval and autoresolvelimit (common_test.go pagerduty_channel_auto)", async () => {
    // pagerDutyChannelRequest: AutoResolve bool, AutoResolveInterval string, AutoResolveLimit int (omitempty).
    const channel = {
      ...pagerdutyChannel,
      autoresolve: true,
      autoresolveinterval: "15m",
      autoresolvelimit: 10,
    };
    const created = await call(
      "POST",
      "/v1/config/presetalert",
      { name: "auto", channels: [channel] },
      alertResponse,
    );
    const [got] = (await call("GET", `/v1/config/presetalert/${created.presetid}`, undefined, alertResponse))
      .channels;
    expect(got).toMatchObject({ autoresolve: true, autoresolveinterval: "15m", autoresolvelimit: 10 });
  });

  it('refuses (deliberately) a presence channel with immediate and terminal both "false" (the schema defaults)', async () => {
    // Such a channel can never notify; we answer 400 naming `terminal` instead of storing a silent alert.
    const channel = { ...emailChannel, operator: "presence", terminal: "false", triggerinterval: "30" };
    const res = await goRequest(account.service_key, "POST", "/v1/config/presetalert", {
      name: "never fires",
      channels: [channel],
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain("terminal");
  });
});

describe("logdna_view (resource_view.go)", () => {
  it("round-trips viewRequest bodies, channels and presetid (read back through presetids)", async () => {
    await call("POST", "/v1/config/categories/views", { name: "ViewCat" }, categoryResponse);
    const preset = await call(
      "POST",
      "/v1/config/presetalert",
      { name: "for views", channels: [emailChannel] },
      alertResponse,
    );
    const channels = [emailChannel, pagerdutyChannel, slackChannel, webhookChannel];
    // viewRequest: apps, category, channels, hosts, levels, name, query, tags (presetid "" is omitted).
    const body = {
      apps: ["app1", "app2"],
      category: ["ViewCat"],
      channels,
      hosts: ["host1"],
      levels: ["fatal", "critical"],
      name: "test",
      query: "test",
      tags: ["tag1"],
    };
    const created = await call("POST", "/v1/config/view", body, viewResponse);
    expect(created.viewID).not.toBe(""); // `viewID` tag, matched case-insensitively to our `viewid`
    const uri = `/v1/config/view/${created.viewID}`;
    const read = await call("GET", uri, undefined, viewResponse);
    for (const field of ["apps", "category", "hosts", "levels", "tags"] as const)
      expect(list(read[field])).toEqual(body[field]);
    expect(read).toMatchObject({ name: "test", query: "test", error: "" });
    expect(read.presetids.join("")).toBe(""); // strings.Join(view.PresetIds, "")
    expectChannelsRoundTrip(channels, read.channels);
    const secrets = [pagerdutyChannel.key, slackChannel.url, webhookChannel.url, "test3", "test2"];
    expectChannelsRoundTrip(channels, (await readAsOther(uri, viewResponse, secrets)).channels, true);
    // Applied again as it is (a plan with no change sends nothing; a forced update sends the same body):
    // still read back as sent.
    await call("PUT", uri, body, null);
    expectChannelsRoundTrip(channels, (await call("GET", uri, undefined, viewResponse)).channels);

    // Update to a preset alert (ConflictsWith the *_channel blocks: no channels sent; empty lists omitted).
    await call("PUT", uri, { name: "test2", query: "query2", presetid: preset.presetid }, null);
    const reread = await call("GET", uri, undefined, viewResponse);
    expect(reread).toMatchObject({ name: "test2", query: "query2" });
    expect(reread.presetids.join("")).toBe(preset.presetid);
    for (const field of ["apps", "category", "hosts", "levels", "tags"] as const)
      expect(list(reread[field])).toEqual([]);

    await call("DELETE", uri, undefined, null);
    expect((await goRequest(account.service_key, "GET", uri)).status).toBe(404);
  });
});

describe("logdna_key (resource_key.go)", () => {
  it("creates a key from `{}` (no name: Mezmo names it), renames and deletes it", async () => {
    // keyRequest{Name} with omitempty: `{}` when the user gives no name.
    const created = await call("POST", "/v1/config/keys?type=service", {}, keyResponse);
    expect(created.id).not.toBe("");
    expect(created.key).not.toBe("");
    expect(created.name).not.toBe("");
    expect(created.type).toBe("service");
    expect(Math.abs(created.created - Date.now())).toBeLessThan(600_000); // unix milliseconds, as Mezmo documents
    const uri = `/v1/config/keys/${created.id}`;
    const read = await call("GET", uri, undefined, keyResponse);
    expect(read).toMatchObject({
      id: created.id,
      name: created.name,
      type: "service",
      created: created.created,
    });
    // resource_key.go Read sets `key` from GET: the key that created it reads it (a sealed copy is kept);
    // another key reads none.
    expect(read.key).toBe(created.key);
    expect((await readAsOther(uri, keyResponse, [created.key])).key).toBe("");
    expect(
      JSON.stringify((await goRequest(account.service_key, "GET", "/v1/config/keys")).body),
    ).not.toContain(created.key);

    await call("PUT", uri, { name: "renamed" }, null);
    expect(await call("GET", uri, undefined, keyResponse)).toMatchObject({ name: "renamed" });
    // `{}` again (the name removed from the config) changes nothing.
    await call("PUT", uri, {}, null);
    expect(await call("GET", uri, undefined, keyResponse)).toMatchObject({ name: "renamed" });
    await call("DELETE", uri, undefined, null);
    expect((await goRequest(account.service_key, "GET", uri)).status).toBe(404);
  });

  it("creates a named ingestion key", async () => {
    const created = await call("POST", "/v1/config/keys?type=ingestion", { name: "ingest" }, keyResponse);
    expect(created).toMatchObject({ name: "ingest", type: "ingestion" });
    expect(created.key).not.toBe("");
    await call("DELETE", `/v1/config/keys/${created.id}`, undefined, null);
  });
});

describe("logdna_member (resource_member.go)", () => {
  it("invites, reads, changes and removes a member", async () => {
    // memberRequest{Email, Role, Groups} with omitempty: no groups → no `groups` field.
    const created = await call(
      "POST",
      "/v1/config/members",
      { email: "Member@Example.com", role: "member" },
      memberResponse,
    );
    expect(created.email.toLowerCase()).toBe("member@example.com"); // DiffSuppress: strings.EqualFold
    const uri = `/v1/config/members/${created.email}`; // d.SetId(createdMember.Email)
    const read = await call("GET", uri, undefined, memberResponse);
    expect(read).toMatchObject({ role: "member" });
    expect(list(read.groups)).toEqual([]);
    // memberPutRequest{Role, Groups}: `groups` has no omitempty, so `[]` is always sent.
    await call("PUT", uri, { role: "readonly", groups: [] }, null);
    expect(await call("GET", uri, undefined, memberResponse)).toMatchObject({ role: "readonly" });
    await call("DELETE", uri, undefined, null);
    expect((await goRequest(account.service_key, "GET", uri)).status).toBe(404);
  });

  it("accepts the owner's own role back on an update (the provider always sends the role it read)", async () => {
    const owned = await createAccount("logdna-provider-owner");
    const ownerKey = await ownerMemberWithKey(owned, "boss@example.com");
    const res = await goRequest(ownerKey, "PUT", "/v1/config/members/boss@example.com", {
      role: "owner",
      groups: [],
    });
    expect(res.status, res.text).toBe(200);
    expect(goDecode(res.body, memberResponse)).toMatchObject({ email: "boss@example.com", role: "owner" });
  });
});

describe("logdna_index_rate_alert (resource_index_rate_alert.go)", () => {
  // indexRateAlertRequest from resource_index_rate_alert_test.go TestIndexRateAlert_Basic: enabled false is
  // omitted (omitempty), channels is one object of lists, webhook_channel becomes channels.webhook.
  const webhook = {
    url: "https://something.com",
    method: "POST",
    headers: { field2: "value2" },
    bodyTemplate: { something: "something" },
  };
  const body = {
    max_lines: 3,
    max_z_score: 3,
    threshold_alert: "separate",
    frequency: "hourly",
    channels: {
      email: ["test@logdna.com", "test2@logdna.com"],
      pagerduty: ["ndt3k75rsw520d8t55dv35decdyt3mkcb3r"],
      slack: ["https://hooks.slack.com/KEY"],
      webhook: [webhook],
    },
  };

  function expectRoundTrip(got: Json, sent: Json, enabled: boolean, masked = false) {
    const secret = (value: unknown) => (masked ? MASK : value);
    expect(got).toMatchObject({
      max_lines: sent.max_lines,
      max_z_score: sent.max_z_score,
      threshold_alert: sent.threshold_alert,
      frequency: sent.frequency,
      enabled,
    });
    expect(got.channels.email).toEqual(sent.channels.email);
    expect(got.channels.pagerduty).toEqual(sent.channels.pagerduty.map(secret));
    expect(got.channels.slack).toEqual(sent.channels.slack.map(secret));
    expect(got.channels.webhook).toHaveLength(1);
    const [w] = got.channels.webhook;
    expect(w.method).toBe("POST");
    expect(w.url).toBe(secret(webhook.url));
    expect(w.headers).toEqual({ field2: secret("value2") });
    expect(JSON.parse(w.bodyTemplate)).toEqual(webhook.bodyTemplate); // read as a string (the JSON text)
  }

  it("creates (PUT), reads, updates and 'deletes' (PUT without enabled) with a webhook channel", async () => {
    const put = await call("PUT", "/v1/config/index-rate", body, indexRateAlertResponse);
    expectRoundTrip(put, body, false);
    expectRoundTrip(
      await call("GET", "/v1/config/index-rate", undefined, indexRateAlertResponse),
      body,
      false,
    );

    const secrets = [body.channels.pagerduty[0], body.channels.slack[0], webhook.url, "value2"];
    const foreign = await readAsOther("/v1/config/index-rate", indexRateAlertResponse, secrets);
    expectRoundTrip(foreign, body, false, true);

    const update = { ...body, max_lines: 5, max_z_score: 5, enabled: true };
    await call("PUT", "/v1/config/index-rate", update, indexRateAlertResponse);
    expectRoundTrip(
      await call("GET", "/v1/config/index-rate", undefined, indexRateAlertResponse),
      update,
      true,
    );

    // Delete: Read (the secrets as sent), then PUT with Enabled = false (omitted by omitempty), the secrets
    // as read.
    const read = (await goRequest(account.service_key, "GET", "/v1/config/index-rate")).body as Json;
    const disable = {
      max_lines: 5,
      max_z_score: 5,
      threshold_alert: "separate",
      frequency: "hourly",
      channels: {
        email: read.channels.email,
        pagerduty: read.channels.pagerduty,
        slack: read.channels.slack,
        webhook: [
          { ...webhook, url: read.channels.webhook[0].url, headers: read.channels.webhook[0].headers },
        ],
      },
    };
    await call("PUT", "/v1/config/index-rate", disable, null);
    expectRoundTrip(
      await call("GET", "/v1/config/index-rate", undefined, indexRateAlertResponse),
      update,
      false,
    );
  });
});

describe("logdna_archive (resource_archive.go)", () => {
  it("creates, reads, replaces (another integration) and deletes the one configuration", async () => {
    // struct{Integration; s3Config}: `{"integration":"s3","bucket":...}`
    const s3 = { integration: "s3", bucket: "my-archive.logs" };
    await call("POST", "/v1/config/archiving", s3, archiveResponse);
    expect(await call("GET", "/v1/config/archiving", undefined, archiveResponse)).toMatchObject(s3);
    // struct{Integration; gcsConfig}
    const gcs = { integration: "gcs", bucket: "my_archive-logs", projectid: "my-project-123" };
    await call("PUT", "/v1/config/archiving", gcs, archiveResponse);
    expect(await call("GET", "/v1/config/archiving", undefined, archiveResponse)).toMatchObject(gcs);
    // struct{Integration; swiftConfig}: Expires has omitempty; the password reads back to this key only.
    const swift = {
      integration: "swift",
      authurl: "https://auth.cloud.example.com/v3",
      username: "archiver",
      password: "short-pw",
      tenantname: "logs",
    };
    await call("PUT", "/v1/config/archiving", swift, archiveResponse);
    expect(await call("GET", "/v1/config/archiving", undefined, archiveResponse)).toMatchObject({
      ...swift,
      expires: 0,
    });
    expect((await readAsOther("/v1/config/archiving", archiveResponse, [swift.password])).password).toBe(
      MASK,
    );
    await call("DELETE", "/v1/config/archiving", undefined, null);
    expect((await goRequest(account.service_key, "GET", "/v1/config/archiving")).status).toBe(404);
  });

  // resource_archive.go Read (`:123-165`) copies apikey, accountkey, secretkey and password from GET: each
  // integration with a credential reads back as sent (an empty plan), and as ******** by another key.
  it.each([
    [
      "ibm",
      {
        integration: "ibm",
        bucket: "ibm-archive",
        endpoint: "s3.us-south.cloud-object-storage.appdomain.cloud",
        apikey: "ibm-api-key-0123456789",
        resourceinstanceid: "crn:v1:bluemix:public:cloud-object-storage:global:a/123:456::",
      },
      "apikey",
    ],
    [
      "azblob",
      { integration: "azblob", accountname: "archiveacct", accountkey: "c2VjcmV0LWFjY291bnQta2V5" },
      "accountkey",
    ],
    [
      "dos",
      {
        integration: "dos",
        space: "dos-archive",
        endpoint: "nyc3.digitaloceanspaces.com",
        accesskey: "DO00EXAMPLE",
        secretkey: "dos-secret-key-0123",
      },
      "secretkey",
    ],
  ])("%s: the credential reads back as sent", async (_name, config, field) => {
    const sent = config as Json;
    await call("POST", "/v1/config/archiving", sent, archiveResponse);
    expect(await call("GET", "/v1/config/archiving", undefined, archiveResponse)).toMatchObject(sent);
    const foreign = await readAsOther("/v1/config/archiving", archiveResponse, [sent[field]]);
    expect(foreign[field]).toBe(MASK);
    // Update (`:255-261`): the same body again, then Read: unchanged.
    await call("PUT", "/v1/config/archiving", sent, null);
    expect(await call("GET", "/v1/config/archiving", undefined, archiveResponse)).toMatchObject(sent);
    await call("DELETE", "/v1/config/archiving", undefined, null);
  });
});

describe("logdna_ingestion_exclusion (resource_ingestion_exclusion.go)", () => {
  it("answers the rule's `id` on create, and keeps the empty title and query the provider sends", async () => {
    // ingestionExclusionRule: id omitted (omitempty), title/active/apps/hosts/query/indexonly always sent;
    // an unset title or query is "" and an unset list is [] (listToStrings never returns nil).
    const body = { title: "", active: false, apps: ["app1"], hosts: [], query: "", indexonly: true };
    const created = await call("POST", "/v1/config/ingestion/exclusions", body, ingestionExclusionRule);
    expect(created.id).not.toBe(""); // d.SetId(exn.ID)
    expect(created).toMatchObject({ title: "", active: false, apps: ["app1"], query: "" });
    expect(list(created.hosts)).toEqual([]);
    const uri = `/v1/config/ingestion/exclusions/${created.id}`;
    expect(await call("GET", uri, undefined, ingestionExclusionRule)).toMatchObject({
      ...body,
      id: created.id,
    });

    const update = {
      title: "drop noisy",
      active: true,
      apps: [],
      hosts: ["host1"],
      query: "level:debug",
      indexonly: false,
    };
    await call("PATCH", uri, update, null); // Update uses PATCH with the whole rule
    expect(await call("GET", uri, undefined, ingestionExclusionRule)).toMatchObject({
      ...update,
      id: created.id,
    });
    await call("DELETE", uri, undefined, null);
    expect((await goRequest(account.service_key, "GET", uri)).status).toBe(404);
  });
});
