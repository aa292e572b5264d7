// Streaming (`/v1/config/stream`, the logdna provider's logdna_stream_config and logdna_stream_exclusion): the
// provider's bodies (resource_stream_config.go `streamConfig`, resource_stream_exclusion.go `exclusionRule`),
// the broker check before a save, and the lines produced to the fake broker of test/kafka-broker.mjs (SASL
// PLAIN listener; records decoded there with kafkajs's own decoders). The job is run for this account only
// (streamAccount), so other files' accounts are not touched. The password is owner-bound: answered in clear to
// the API key that sent it and as ******** to every other, kept when ******** is sent back with the same
// brokers.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { openSecrets } from "../../src/lib/sealed-secrets";
import { streamAccount } from "../../src/logstore/stream";
import { PASSWORD, received, topic, USER } from "../delivery/kafka-support";
import {
  client,
  createAccount,
  expectV1Error,
  ingest,
  type Json,
  otherServiceKey,
  type TestAccount,
} from "../helpers";

const broker = () => `127.0.0.1:${env.KAFKA_SASL_BROKER_PORT}`;

async function streamNow(accountId: string) {
  const db = createDb(env.DB);
  const config = await db.query.streamConfigs.findFirst({ where: (s, { eq }) => eq(s.accountId, accountId) });
  if (!config) throw new Error("no stream configuration");
  return streamAccount(env, db, config, Date.now() + 10_000);
}

const values = async (name: string) =>
  (await received(name)).flatMap((b) => b.records.map((r) => JSON.parse(r.value) as Json));

describe("logdna_stream_config", () => {
  let account: TestAccount;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    account = await createAccount("stream-config");
    api = client(account);
  });

  it("create, read, update and delete with the provider's bodies; the password only to the key that sent it", async () => {
    const name = await topic(3);
    const body = { brokers: [broker()], topic: name, user: USER, password: PASSWORD };
    const created = await api.post("/v1/config/stream", body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // resourceStreamConfigCreate reads brokers, topic, user and status.
    expect(created.body).toMatchObject({ status: "active", brokers: body.brokers, topic: name, user: USER });
    expect(created.body.password).toBe(PASSWORD);
    expect((await api.get("/v1/config/stream")).body).toMatchObject({
      status: "active",
      topic: name,
      password: PASSWORD,
    });
    const otherRead = await client(await otherServiceKey(account)).get("/v1/config/stream");
    expect(otherRead.body).toMatchObject({ status: "active", topic: name, user: USER, password: "********" });
    expect(JSON.stringify(otherRead.body)).not.toContain(PASSWORD);
    expectV1Error(await api.post("/v1/config/stream", body), 409, "ECONFLICT");

    const other = await topic(1);
    const updated = await api.put("/v1/config/stream", { ...body, topic: other });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.topic).toBe(other);

    expect((await api.delete("/v1/config/stream")).status).toBe(200);
    expectV1Error(await api.get("/v1/config/stream"), 404, "ENOTFOUND");
    expectV1Error(await api.put("/v1/config/stream", body), 404, "ENOTFOUND");
  });

  it("keeps the password sent back as ******** with the same brokers, and refuses it with other brokers", async () => {
    const owner = await createAccount("stream-password");
    const api1 = client(owner);
    const api2 = client(await otherServiceKey(owner));
    const body = { brokers: [broker()], topic: await topic(1), user: USER, password: PASSWORD };
    expect((await api1.post("/v1/config/stream", body)).status).toBe(200);
    const stored = () =>
      env.DB.prepare("SELECT * FROM stream_configs WHERE account_id = ?")
        .bind(owner.account_id)
        .first<Json>();
    const sealed = JSON.parse((await stored())?.password);
    expect(sealed).toMatch(/^sealed:v2:[0-9a-f]{8}:[0-9a-f-]{36}:/);
    expect(await openSecrets(env, sealed)).toBe(PASSWORD);

    // The mask from each key, with the same brokers: the broker check passes with the stored password (the
    // mask itself would fail SASL), which stays as it was, and still the first key's.
    const other = await topic(1);
    for (const [who, topicName] of [
      [api1, other],
      [api2, body.topic],
    ] as const) {
      const read = (await who.get("/v1/config/stream")).body;
      const res = await who.put("/v1/config/stream", {
        brokers: read.brokers,
        topic: topicName,
        user: read.user,
        password: "********",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.topic).toBe(topicName);
      expect(JSON.parse((await stored())?.password)).toBe(sealed);
    }
    expect((await api1.get("/v1/config/stream")).body.password).toBe(PASSWORD);
    const otherRead = await api2.get("/v1/config/stream");
    expect(otherRead.body.password).toBe("********");
    expect(JSON.stringify(otherRead.body)).not.toContain(PASSWORD);

    // Other brokers with the mask: 400 naming brokers, before any connection; nothing changes.
    const before = await stored();
    const brokers = [broker(), broker().replace("127.0.0.1", "localhost")];
    const moved = await api2.put("/v1/config/stream", { ...body, brokers, password: "********" });
    expectV1Error(moved, 400, "EVALIDATION", "brokers");
    expect(moved.body.error).toContain("password was sent as ********");
    expect(JSON.stringify(moved.body)).not.toContain(PASSWORD);
    expect(await stored()).toEqual(before);

    // The password sent again goes with the new brokers, and belongs to the key that sent it.
    const sent = await api2.put("/v1/config/stream", { ...body, brokers });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ brokers, password: PASSWORD });
    expect((await api1.get("/v1/config/stream")).body.password).toBe("********");
  });

  it.each([
    ["a wrong password", async () => ({ password: "wrong-password" }), "SASL"],
    ["an unknown topic", async () => ({ topic: "no-such-topic" }), "UNKNOWN_TOPIC"],
    ["a broker that does not answer", async () => ({ brokers: ["127.0.0.1:1"] }), "no broker answered"],
  ])("refuses %s with the broker's reason (400), saving nothing", async (_what, change, reason) => {
    const api2 = client(await createAccount("stream-refused"));
    const body = {
      brokers: [broker()],
      topic: await topic(1),
      user: USER,
      password: PASSWORD,
      ...(await change()),
    };
    const res = await api2.post("/v1/config/stream", body);
    expectV1Error(res, 400, "EVALIDATION");
    expect(JSON.stringify(res.body)).toContain(reason);
    expect(JSON.stringify(res.body)).not.toContain("wrong-password");
    expectV1Error(await api2.get("/v1/config/stream"), 404, "ENOTFOUND");
  });

  it("refuses malformed brokers and topics before connecting", async () => {
    for (const bad of [{ brokers: [] }, { brokers: ["no-port"] }, { topic: "bad topic!" }, { password: "" }])
      expectV1Error(
        await api.post("/v1/config/stream", {
          brokers: [broker()],
          topic: "t",
          user: USER,
          password: PASSWORD,
          ...bad,
        }),
        400,
        "EVALIDATION",
      );
  });
});

describe("streaming lines, and logdna_stream_exclusion", () => {
  it("produces the lines stored after the configuration, as exported JSON, leaving out stream exclusions", async () => {
    const account = await createAccount("stream-lines");
    const api = client(account);
    const ok = async (res: { status: number; body: unknown }) =>
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    await ok(
      await ingest(account.ingestion_key, { lines: [{ line: "before the configuration", app: "web" }] }),
    );
    const name = await topic(2);
    await ok(
      await api.post("/v1/config/stream", {
        brokers: [broker()],
        topic: name,
        user: USER,
        password: PASSWORD,
      }),
    );

    // resource_stream_exclusion.go: POST {title, active, apps, hosts, query}; reads id, title, active, apps, hosts, query.
    const exclusion = await api.post("/v1/config/stream/exclusions", {
      title: "no debug app",
      active: true,
      apps: ["debug"],
      hosts: [],
      query: "",
    });
    await ok(exclusion);
    expect(exclusion.body).toMatchObject({ title: "no debug app", active: true, apps: ["debug"], hosts: [] });
    expect(typeof exclusion.body.id).toBe("string");
    // A stream exclusion is not an ingestion exclusion: the debug line is still stored.
    expect((await api.get("/v1/config/ingestion/exclusions")).body.map((e: Json) => e.id)).not.toContain(
      exclusion.body.id,
    );
    expect((await api.get(`/v1/config/stream/exclusions/${exclusion.body.id}`)).body.id).toBe(
      exclusion.body.id,
    );

    await ok(
      await ingest(account.ingestion_key, {
        lines: [
          { line: "one", app: "web" },
          { line: "noise", app: "debug" },
          { line: "two", app: "api", meta: { k: 1 } },
        ],
      }),
    );
    expect(await streamNow(account.account_id)).toEqual({ streamed: 2, excluded: 1, error: null });
    const produced = await values(name);
    expect(produced.map((v) => v._line)).toEqual(["one", "two"]);
    expect(produced[1]).toMatchObject({ _app: "api", _host: "web-1", k: 1 });
    // The batches were authenticated and checked by the broker (kafkajs's decoder, CRC-32C).
    expect((await received(name)).every((b) => b.crc_ok)).toBe(true);

    // The cursor moved: nothing again; new lines go next time.
    expect(await streamNow(account.account_id)).toEqual({ streamed: 0, excluded: 0, error: null });
    await ok(await ingest(account.ingestion_key, { lines: [{ line: "three", app: "web" }] }));
    expect((await streamNow(account.account_id)).streamed).toBe(1);
    expect((await values(name)).map((v) => v._line)).toEqual(["one", "two", "three"]);
    const status = (await api.get("/v1/config/stream")).body;
    expect(status).toMatchObject({ status: "active", last_error: null, streamed_lines: 3 });
  });

  it("a produce that fails marks the configuration `error` and keeps the cursor, so the lines go later", async () => {
    const account = await createAccount("stream-failing");
    const api = client(account);
    const name = await topic(1, 29); // TOPIC_AUTHORIZATION_FAILED on produce
    expect(
      (
        await api.post("/v1/config/stream", {
          brokers: [broker()],
          topic: name,
          user: USER,
          password: PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (await ingest(account.ingestion_key, { lines: [{ line: "kept for later", app: "web" }] })).status,
    ).toBe(200);
    const outcome = await streamNow(account.account_id);
    expect(outcome.streamed).toBe(0);
    expect(outcome.error).toContain("TOPIC_AUTHORIZATION_FAILED");
    const status = (await api.get("/v1/config/stream")).body;
    expect(status).toMatchObject({ status: "error", streamed_lines: 0 });
    expect(status.last_error).toContain("TOPIC_AUTHORIZATION_FAILED");
  });
});
