// Every kind of the catalog (all 20 SPEC source kinds, every processor and destination) can be created
// with a minimal user_config, and what GET answers can be PUT back unchanged (read-modify-write keeps
// the node as it is, apart from generation_id and updated_at). Secrets are owner-bound: the key that wrote
// them reads them back as written, another key of the account reads the mask.
import { beforeAll, describe, expect, it } from "vitest";
import { findNodeKind } from "../../src/engine/kinds";
import { getAt, secretPaths } from "../../src/lib/sealed-secrets";
import { client, createAccount, type Json, otherServiceKey } from "../helpers";
import {
  type Api,
  asRead,
  MINIMAL_CONFIG,
  type NodeClass,
  newPipeline,
  ok,
  SPEC_SOURCE_KINDS,
  wireClassOf,
} from "./fixtures";

let api: Api;
/** A second service key of the same account: it reads the nodes `api` writes, not their secrets. */
let other: Api;
let pid: string;
let sourceId: string;
let catalog: Json[];

beforeAll(async () => {
  const account = await createAccount("roundtrip");
  api = client(account);
  other = client(await otherServiceKey(account));
  ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
  pid = await newPipeline(api, "roundtrip");
  sourceId = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http" })).id;
  catalog = ok(await api.get("/v3/pipeline/node")) as unknown as Json[];
});

it("the fixtures cover the catalog exactly, and the sources are SPEC's 20", () => {
  for (const kind of ["source", "processor", "destination"] as const) {
    const types = catalog.filter((e) => e.kind === kind).map((e) => e.type);
    expect(types.sort(), kind).toEqual(Object.keys(MINIMAL_CONFIG[kind]).sort());
  }
  expect(Object.keys(MINIMAL_CONFIG.source).sort()).toEqual([...SPEC_SOURCE_KINDS].sort());
});

/** The non-empty secrets of a node kind's configuration (the kind's schema says which). */
function secretsOf(cls: NodeClass, type: string, config: Json): string[] {
  const schema = findNodeKind(cls, type)?.config as never;
  return secretPaths(schema, config)
    .map((path) => getAt(config, path))
    .filter((v): v is string => typeof v === "string" && v !== "");
}

/** Asserts that none of `secrets` appears anywhere in `answer` (as it is written in JSON). */
function expectNoneIn(answer: unknown, secrets: string[]) {
  const text = JSON.stringify(answer);
  for (const secret of secrets) expect(text).not.toContain(JSON.stringify(secret).slice(1, -1));
}

const all = (["source", "processor", "destination"] as const).flatMap((kind) =>
  Object.keys(MINIMAL_CONFIG[kind]).map((type) => ({ kind, type, cls: wireClassOf[kind] })),
);

describe.each(all)("$cls $type", ({ kind, type, cls }) => {
  it("is created with a minimal user_config and survives GET → PUT unchanged", async () => {
    const config = MINIMAL_CONFIG[kind][type];
    const inputs = cls === "source" ? {} : { inputs: [sourceId] };
    const created = ok(
      await api.post(`/v3/pipeline/${pid}/${cls}`, { type, user_config: config, ...inputs }),
    );
    const entry = catalog.find((e) => e.kind === kind && e.type === type) as Json;
    expect(created).toMatchObject({ type, title: entry.title, generation_id: 0 });
    // Everything sent is kept (the write's answer echoes its secrets); defaults may be added.
    expect(created.user_config).toMatchObject(config);
    if (cls === "sink") expect(created.outputs).toEqual([]);
    else expect(created.outputs.length).toBeGreaterThanOrEqual(1);

    const url = `/v3/pipeline/${pid}/${cls}/${created.id}`;
    // The writer's own read answers the node as its create did, secrets in clear.
    const got = ok(await api.get(url));
    expect(got).toEqual(created);
    // Another key of the account reads the same node with each secret masked, and none of their text.
    const theirs = ok(await other.get(url));
    expect(theirs).toEqual(asRead(cls, created));
    expectNoneIn(theirs, secretsOf(cls, type, config));
    const { type: t, title, description, user_config, generation_id, disabled } = got;
    const body: Json = { type: t, title, user_config, generation_id, disabled };
    if (description !== null) body.description = description;
    if (cls === "source")
      Object.assign(body, { deploy_type: got.deploy_type, gateway_route_id: got.gateway_route_id });
    else body.inputs = got.inputs;
    const put = ok(await api.put(url, body));
    const { generation_id: g, updated_at: _u, ...rest } = put;
    const { generation_id: _g, updated_at: _u2, ...before } = got;
    expect(g).toBe(1);
    expect(rest).toEqual(before);
    // Sent back unchanged by their owner, the secrets stay the writer's: the other key still reads masks.
    const { generation_id: _g2, updated_at: _u3, ...theirsAfter } = ok(await other.get(url));
    expect(theirsAfter).toEqual(asRead(cls, before));
  });
});
