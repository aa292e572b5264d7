// A node update that keeps its inputs is one guarded UPDATE (the inputs were checked when written); new
// inputs are checked against the nodes they name first. Inputs naming a node deleted since are left for
// publish to report, on the node's later updates too, as for any node naming it.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import { expectInvalid, ok } from "./fixtures";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("update-inputs"));
});

const drop = (inputs: string[], fields: string[], generation_id?: number) => ({
  type: "drop-fields",
  inputs,
  user_config: { fields },
  ...(generation_id !== undefined && { generation_id }),
});

describe("updating a node's inputs", () => {
  it("keeps, changes and refuses inputs as the graph allows; a stale generation is still a 409", async () => {
    const pid = ok(await api.post("/v3/pipeline", { title: "inputs" })).id;
    const a = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http" }));
    const b = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http" }));
    const node = ok(await api.post(`/v3/pipeline/${pid}/transform`, drop([a.id], [".x"])));
    const url = `/v3/pipeline/${pid}/transform/${node.id}`;

    expect(ok(await api.put(url, drop([a.id], [".y"], 0)))).toMatchObject({
      inputs: [a.id],
      generation_id: 1,
    });
    expect(ok(await api.put(url, drop([a.id, b.id], [".y"], 1)))).toMatchObject({ inputs: [a.id, b.id] });
    expectInvalid(
      await api.put(url, drop([a.id, "00000000-0000-4000-8000-000000000000"], [".y"], 2)),
      "/inputs/1",
    );
    expect((await api.put(url, drop([a.id, b.id], [".z"], 1))).status).toBe(409);

    // b is deleted: the node still names it; updates that keep that input go through, publish reports it.
    ok(await api.delete(`/v3/pipeline/${pid}/source/${b.id}`));
    const kept = ok(await api.put(url, drop([a.id, b.id], [".z"], 2)));
    expect(kept).toMatchObject({ inputs: [a.id, b.id], generation_id: 3 });
    expect((await api.post(`/v3/pipeline/${pid}/publish`)).status).toBe(400);
    // Naming it anew is refused.
    expectInvalid(await api.put(url, drop([b.id], [".z"], 3)), "/inputs/0");
    const read = ok(await api.get(url)) as Json;
    expect(read.generation_id).toBe(3);
  });
});
