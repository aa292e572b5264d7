// The life of a node of each class over HTTP (create, list, get, PUT full replace, delete), the fields
// of its wire form, and SPEC.md's field rules on create and on update for every class. Secrets are
// owner-bound: the writing key's reads and writes answer them in clear, lists and other keys the mask.

import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json, otherServiceKey } from "../helpers";
import {
  type Api,
  asRead,
  expectInvalid,
  MISSING_ID,
  type NodeClass,
  newPipeline,
  ok,
  pointersOf,
  UUID_RE,
} from "./fixtures";

let api: Api;
/** A second service key of the same account: it reads the nodes `api` writes, not their secrets. */
let otherKey: Api;
let pid: string;
let sourceId: string;

beforeAll(async () => {
  const account = await createAccount("lifecycle");
  api = client(account);
  otherKey = client(await otherServiceKey(account));
  pid = await newPipeline(api, "lifecycle");
  sourceId = ok(
    await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "syslog" } }),
  ).id;
});

interface ClassCase {
  cls: NodeClass;
  /** A create body without inputs. */
  create: Json;
  kindTitle: string;
  /** user_config as answered: the sent config with the kind's defaults filled. */
  filled: Json;
  /** A different kind of the same class, for PUT. */
  replace: Json;
  replaceFilled: Json;
}

const classes: ClassCase[] = [
  {
    cls: "source",
    create: { type: "logstash", user_config: {} },
    kindTitle: "Logstash",
    filled: { format: "json", capture_metadata: false },
    replace: { type: "webhook", user_config: { signing_key: "s3cret", decoding: "text" } },
    replaceFilled: {
      signing_key: "s3cret", // owner-bound: the writer reads it back, lists and other keys the mask
      decoding: "text",
      signature_header: "x-signature",
      capture_metadata: false,
    },
  },
  {
    cls: "transform",
    create: { type: "dedupe", user_config: { fields: [".id"], number_of_events: 10 } },
    kindTitle: "Dedupe",
    filled: { fields: [".id"], number_of_events: 10, comparison_type: "Match" },
    replace: { type: "unroll", user_config: { field: ".items" } },
    replaceFilled: { field: ".items", values_only: true },
  },
  {
    cls: "sink",
    create: {
      type: "splunk-hec-logs",
      user_config: { endpoint: "https://hec.example.com", token: "hec-tok-5d1e9b" },
    },
    kindTitle: "Splunk HEC logs",
    filled: {
      endpoint: "https://hec.example.com",
      token: "hec-tok-5d1e9b",
      compression: "none",
      batch: { max_events: 1000, max_bytes: 1_048_576, timeout_ms: 1000 },
    },
    replace: { type: "loki", user_config: { endpoint: "https://loki.example.com", labels: { job: "j" } } },
    replaceFilled: {
      endpoint: "https://loki.example.com",
      labels: { job: "j" },
      encoding: "json",
      auth: { strategy: "none" },
      batch: { max_events: 1000, max_bytes: 1_048_576, timeout_ms: 1000 },
    },
  },
];

/** The secrets of the class cases (a node of another key must show none of them). */
const SECRETS = ["s3cret", "hec-tok-5d1e9b"];
const expectNoSecretIn = (answer: unknown) => {
  for (const secret of SECRETS) expect(JSON.stringify(answer)).not.toContain(secret);
};

const withInputs = (c: ClassCase, body: Json, inputs: string[] = [sourceId]) =>
  c.cls === "source" ? body : { ...body, inputs };

describe.each(classes)("$cls", (c) => {
  const base = () => `/v3/pipeline/${pid}/${c.cls}`;

  it("create answers the full wire form with defaults filled", async () => {
    const before = Date.now();
    const res = await api.post(base(), withInputs(c, c.create));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ type: c.cls, pk: "id", page: null });
    const n = res.body.data;
    expect(n.id).toMatch(UUID_RE);
    expect(n).toMatchObject({
      pipeline_id: pid,
      type: c.create.type,
      title: c.kindTitle,
      description: null,
      user_config: c.filled,
      disabled: false,
      generation_id: 0,
    });
    expect(n.user_config).toEqual(c.filled);
    expect(typeof n.account_id).toBe("string");
    for (const t of [n.created_at, n.updated_at]) {
      expect(Number.isNaN(Date.parse(t)), t).toBe(false);
      expect(Date.parse(t)).toBeGreaterThanOrEqual(before - 60_000);
    }
    if (c.cls === "source") {
      expect(n).toMatchObject({ deploy_type: "saas", gateway_route_id: null });
      expect(n).not.toHaveProperty("inputs");
    } else {
      expect(n.inputs).toEqual([sourceId]);
      expect(n).not.toHaveProperty("deploy_type");
      expect(n).not.toHaveProperty("gateway_route_id");
    }
    // One default output whose id is the node id; destinations have none.
    expect(n.outputs).toEqual(c.cls === "sink" ? [] : [{ id: n.id, label: expect.any(String) }]);
    if (c.cls !== "sink") expect(n.outputs[0].label.length).toBeGreaterThan(0);
  });

  it("list answers every node of the class in creation order; get answers the same object", async () => {
    const pid2 = await newPipeline(api, `list-${c.cls}`);
    const src = ok(await api.post(`/v3/pipeline/${pid2}/source`, { type: "http" }));
    const empty = await api.get(`/v3/pipeline/${pid2}/${c.cls}`);
    expect(empty.status).toBe(200);
    expect(empty.body.meta).toMatchObject({ type: c.cls, pk: "id" });
    expect(empty.body.meta.page).toEqual(expect.objectContaining({ next: null }));
    expect(empty.body.data).toEqual(c.cls === "source" ? [src] : []);

    const created: Json[] = c.cls === "source" ? [src] : [];
    for (const title of ["first", "second", "third"]) {
      created.push(
        ok(await api.post(`/v3/pipeline/${pid2}/${c.cls}`, withInputs(c, { ...c.create, title }, [src.id]))),
      );
    }
    // The list masks every secret, also for the key that wrote them.
    const list = ok(await api.get(`/v3/pipeline/${pid2}/${c.cls}`));
    const read = created.map((n) => asRead(c.cls, n));
    expect(list).toEqual(read);
    expectNoSecretIn(list);
    // A get by the writer answers the node as its create did (secrets in clear); by another key, masked.
    for (const n of created) {
      const url = `/v3/pipeline/${pid2}/${c.cls}/${n.id}`;
      expect(ok(await api.get(url))).toEqual(n);
      const theirs = ok(await otherKey.get(url));
      expect(theirs).toEqual(asRead(c.cls, n));
      expectNoSecretIn(theirs);
    }
    // Another pipeline's list is not affected.
    expect(ok(await api.get(base())).some((n: Json) => n.pipeline_id !== pid)).toBe(false);
  });

  it("PUT replaces the whole node: omitted optional fields return to their defaults", async () => {
    const created = ok(
      await api.post(
        base(),
        withInputs(c, {
          ...c.create,
          title: "Before",
          description: "to be dropped",
          disabled: true,
          ...(c.cls === "source" && { deploy_type: "local" }),
        }),
      ),
    );
    expect(created).toMatchObject({ title: "Before", description: "to be dropped", disabled: true });
    const url = `${base()}/${created.id}`;

    // Same kind, user_config without the optional value: the default comes back (no merge).
    const sameKind = ok(
      await api.put(
        url,
        withInputs(c, {
          type: c.create.type,
          title: "Same kind",
          user_config: c.cls === "transform" ? { fields: [".id"] } : c.create.user_config,
          generation_id: 0,
        }),
      ),
    );
    expect(sameKind).toMatchObject({
      id: created.id,
      title: "Same kind",
      description: null,
      disabled: false,
      generation_id: 1,
      created_at: created.created_at,
    });
    if (c.cls === "source") expect(sameKind.deploy_type).toBe("saas");
    if (c.cls === "transform") expect(sameKind.user_config.number_of_events).toBe(5000);
    expect(Date.parse(sameKind.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    // Another kind of the same class.
    const other = ok(
      await api.put(
        url,
        withInputs(c, { ...c.replace, title: "Other kind", description: "now", generation_id: 1 }),
      ),
    );
    expect(other).toMatchObject({ type: c.replace.type, title: "Other kind", description: "now" });
    expect(other.user_config).toEqual(c.replaceFilled);
    expect(other.generation_id).toBe(2);
    expect(ok(await api.get(url))).toEqual(other);
    const theirs = ok(await otherKey.get(url));
    expect(theirs).toEqual(asRead(c.cls, other));
    expectNoSecretIn(theirs);
  });

  it("PUT requires type, user_config, generation_id; title and inputs may be left out (the terraform provider omits them when empty)", async () => {
    const n = ok(await api.post(base(), withInputs(c, c.create)));
    const url = `${base()}/${n.id}`;
    const full = withInputs(c, { ...c.create, title: "t", generation_id: 0 });
    for (const field of ["type", "user_config", "generation_id"]) {
      const body: Json = { ...full };
      delete body[field];
      expectInvalid(await api.put(url, body), `/${field}`);
    }
    expect(ok(await api.get(url))).toEqual(n);
    expect(ok(await api.put(url, full)).generation_id).toBe(1);
    const { title: _t, inputs: _i, ...bare } = { ...full, generation_id: 1 } as Json;
    const replaced = ok(await api.put(url, bare));
    expect(replaced.generation_id).toBe(2);
    if (c.cls !== "source") expect(replaced.inputs).toEqual([]);
  });

  it("DELETE answers the deleted node; it is then gone from get, list, put and delete", async () => {
    const n = ok(await api.post(base(), withInputs(c, { ...c.create, title: "doomed" })));
    const url = `${base()}/${n.id}`;
    const del = await api.delete(url);
    expect(del.status).toBe(200);
    expect(del.body.meta).toMatchObject({ type: c.cls, pk: "id", page: null });
    // The writer's delete answers the node as the writer reads it (its secrets in clear).
    expect(del.body.data).toEqual(n);
    expectV3Error(await api.get(url), 404, "ENOTFOUND");
    expectV3Error(await api.delete(url), 404, "ENOTFOUND");
    expectV3Error(
      await api.put(url, withInputs(c, { ...c.create, title: "x", generation_id: 0 })),
      404,
      "ENOTFOUND",
    );
    expect(ok(await api.get(base())).map((x: Json) => x.id)).not.toContain(n.id);
    // Deleted by another key, the answer masks the secrets it did not send.
    const second = ok(await api.post(base(), withInputs(c, { ...c.create, title: "second" })));
    const theirDelete = await otherKey.delete(`${base()}/${second.id}`);
    expect(theirDelete.status).toBe(200);
    expect(theirDelete.body.data).toEqual(asRead(c.cls, second));
    expectNoSecretIn(theirDelete.body);
  });

  it("answers 404 for an unknown pipeline or node id, 400 for ids that are not uuids", async () => {
    expectV3Error(await api.get(`/v3/pipeline/${MISSING_ID}/${c.cls}`), 404, "ENOTFOUND");
    expectV3Error(
      await api.post(`/v3/pipeline/${MISSING_ID}/${c.cls}`, withInputs(c, c.create, [])),
      404,
      "ENOTFOUND",
    );
    expectV3Error(await api.get(`${base()}/${MISSING_ID}`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`${base()}/${MISSING_ID}`), 404, "ENOTFOUND");
    expectInvalid(await api.get(`${base()}/1234`));
    expectInvalid(await api.delete(`/v3/pipeline/xyz/${c.cls}/${MISSING_ID}`));
  });
});

describe("SPEC field rules, on create and on update of every class", () => {
  const nodes: Record<NodeClass, Json> = {} as Record<NodeClass, Json>;
  beforeAll(async () => {
    for (const c of classes)
      nodes[c.cls] = ok(await api.post(`/v3/pipeline/${pid}/${c.cls}`, withInputs(c, c.create)));
  });

  const refused: [string, Json, string][] = [
    ["an empty title", { title: "" }, "/title"],
    ["a 513-character title", { title: "t".repeat(513) }, "/title"],
    ["a 513-emoji title", { title: "🙂".repeat(513) }, "/title"],
    ["a title with <", { title: "<script" }, "/title"],
    ["a title with >", { title: "a -> b" }, "/title"],
    ['a title with "', { title: 'the "best"' }, "/title"],
    ["an empty description", { description: "" }, "/description"],
    ["a description with <", { description: "x<y" }, "/description"],
    ["a description with >", { description: "x>y" }, "/description"],
    ['a description with "', { description: '"' }, "/description"],
    ["an unknown body field", { user: "me" }, "/user"],
    ["a misspelt body field", { userConfig: {} }, "/userConfig"],
    ["a type that is no kind", { type: "carrier-pigeon" }, "/type"],
  ];

  for (const [name, patch, pointer] of refused) {
    it(`refuses ${name}`, async () => {
      await Promise.all(
        classes.map(async (c) => {
          const createRes = await api.post(
            `/v3/pipeline/${pid}/${c.cls}`,
            withInputs(c, { ...c.create, ...patch }),
          );
          expectInvalid(createRes, pointer);
          const node = nodes[c.cls];
          const url = `/v3/pipeline/${pid}/${c.cls}/${node.id}`;
          const putRes = await api.put(
            url,
            withInputs(c, { ...c.create, title: "ok", generation_id: 0, ...patch }),
          );
          expectInvalid(putRes, pointer);
          expect(ok(await api.get(url))).toEqual(node);
        }),
      );
    });
  }

  it("accepts the boundaries: 1 and 512 characters (512 emoji count as 512), 1-character description", async () => {
    for (const c of classes) {
      for (const title of ["a", "b".repeat(512), "🙂".repeat(512), "Ça & 'quotes' / {braces} — ok"]) {
        const n = ok(await api.post(`/v3/pipeline/${pid}/${c.cls}`, withInputs(c, { ...c.create, title })));
        expect(n.title).toBe(title);
      }
      const d = ok(
        await api.post(`/v3/pipeline/${pid}/${c.cls}`, withInputs(c, { ...c.create, description: "d" })),
      );
      expect(d.description).toBe("d");
    }
  });

  it("types of another class are unknown types of this class", async () => {
    const wrong: Record<NodeClass, string[]> = {
      source: ["blackhole", "filter", "throttle", "elasticsearch"],
      transform: ["demo-logs", "blackhole", "gcp-bigquery", "webhook"],
      sink: ["filter", "demo-logs", "route", "webhook"],
    };
    for (const c of classes) {
      for (const type of wrong[c.cls]) {
        expectInvalid(
          await api.post(`/v3/pipeline/${pid}/${c.cls}`, withInputs(c, { type, user_config: {} })),
          "/type",
        );
      }
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/${c.cls}`, withInputs(c, { user_config: {} })),
        "/type",
      );
      expectInvalid(await api.post(`/v3/pipeline/${pid}/${c.cls}`, withInputs(c, { type: 7 })), "/type");
    }
  });

  it("deploy_type is saas or local on sources, create and update", async () => {
    const src = nodes.source;
    const url = `/v3/pipeline/${pid}/source/${src.id}`;
    for (const deploy_type of ["edge", "SaaS", "", "LOCAL", 1, true]) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/source`, { type: "http", deploy_type }),
        "/deploy_type",
      );
      expectInvalid(
        await api.put(url, { type: "http", title: "t", user_config: {}, generation_id: 0, deploy_type }),
        "/deploy_type",
      );
    }
    expect(ok(await api.get(url))).toEqual(src);
    for (const deploy_type of ["saas", "local"]) {
      const n = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http", deploy_type }));
      expect(n.deploy_type).toBe(deploy_type);
      expect(ok(await api.get(`/v3/pipeline/${pid}/source/${n.id}`)).deploy_type).toBe(deploy_type);
    }
  });

  it("user_config errors point into /user_config with the kind's field names", async () => {
    const cases: [NodeClass, Json, string][] = [
      ["source", { type: "demo-logs", user_config: { format: "csv" } }, "/user_config/format"],
      [
        "source",
        { type: "kafka", user_config: { brokers: [], topics: ["t"], group_id: "g" } },
        "/user_config/brokers",
      ],
      ["source", { type: "http", user_config: { capture_metadata: "yes" } }, "/user_config/capture_metadata"],
      ["transform", { type: "sample", user_config: { rate: 1 } }, "/user_config/rate"],
      ["transform", { type: "dedupe", user_config: { fields: [".a", "b"] } }, "/user_config/fields/1"],
      [
        "transform",
        { type: "map-fields", user_config: { mappings: [{ source_field: ".a" }] } },
        "/user_config/mappings/0/target_field",
      ],
      [
        "sink",
        { type: "http", user_config: { uri: "https://x.example", max_retries: 11 } },
        "/user_config/max_retries",
      ],
      [
        "sink",
        { type: "http", user_config: { uri: "https://x.example", batch: { max_events: 0 } } },
        "/user_config/batch/max_events",
      ],
      ["sink", { type: "blackhole", user_config: { x: 1 } }, "/user_config/x"],
    ];
    for (const [cls, body, pointer] of cases) {
      const c = classes.find((x) => x.cls === cls) as ClassCase;
      const res = await api.post(`/v3/pipeline/${pid}/${cls}`, withInputs(c, body));
      const err = expectInvalid(res, pointer);
      // Every reported problem is inside user_config.
      expect(
        pointersOf(err).every((p) => p.startsWith("/user_config")),
        JSON.stringify(err),
      ).toBe(true);
      expect(err.message).toContain(pointer);
    }
  });

  it("a non-object user_config and a non-array inputs are refused", async () => {
    for (const c of classes) {
      for (const user_config of [null, "x", 1, []]) {
        expectInvalid(
          await api.post(`/v3/pipeline/${pid}/${c.cls}`, withInputs(c, { type: c.create.type, user_config })),
          "/user_config",
        );
      }
    }
    for (const inputs of [sourceId, null, {}, [1]]) {
      expectInvalid(
        await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs }),
        Array.isArray(inputs) ? "/inputs/0" : "/inputs",
      );
    }
    expectInvalid(await api.post(`/v3/pipeline/${pid}/source`, { type: "http", inputs: [] }), "/inputs");
  });
});
