// A pipeline that uses a processor group: publish checks the group, and live events run through the
// group's processors.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";

describe("processor groups at publish and in live runs", () => {
  it("refuses to publish a group node whose group does not exist, and runs an existing group live", async () => {
    const api = client(await createAccount("groups-live"));
    const p = (await api.post("/v3/pipeline", { title: "uses a group" })).body.data.id as string;
    const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id as string;
    const missing = (
      await api.post(`/v3/pipeline/${p}/transform`, {
        type: "processor-group",
        inputs: [source],
        user_config: { group_id: crypto.randomUUID() },
      })
    ).body.data;
    await api.post(`/v3/pipeline/${p}/sink`, {
      type: "log-analysis",
      inputs: [missing.id],
      user_config: { app: "grp" },
    });
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key;
    const refused = expectV3Error(await api.post(`/v3/pipeline/${p}/publish`), 400, "EVALIDATION");
    expect(refused.errors[0].instancePath).toBe(`/nodes/${missing.id}`);

    const group = await api.post("/v3/pipeline/processor-group", {
      title: "drop debug",
      processors: [
        {
          id: "no-debug",
          type: "filter",
          inputs: ["input"],
          user_config: {
            action: "drop",
            conditional: { expressions: [{ field: ".level", str_operator: "equal", value: "debug" }] },
          },
        },
      ],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const put = await api.put(`/v3/pipeline/${p}/transform/${missing.id}`, {
      type: "processor-group",
      title: missing.title,
      inputs: [source],
      user_config: { group_id: group.body.data.id },
      generation_id: missing.generation_id,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const res = await SELF.fetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}` },
      body: JSON.stringify([
        { level: "debug", msg: "noise" },
        { level: "info", msg: "kept" },
      ]),
    });
    expect(res.status).toBe(200);
    const lines = (await api.get("/v2/export?apps=grp")).body.lines as Json[];
    expect(lines.map((l) => l.msg)).toEqual(["kept"]);

    // Editing the group changes nothing live until the pipeline is published again.
    const dropInfo = {
      title: "drop info",
      processors: [
        {
          id: "no-info",
          type: "filter",
          inputs: ["input"],
          user_config: {
            action: "drop",
            conditional: { expressions: [{ field: ".level", str_operator: "equal", value: "info" }] },
          },
        },
      ],
    };
    expect((await api.put(`/v3/pipeline/processor-group/${group.body.data.id}`, dropInfo)).status).toBe(200);
    const sendBoth = (tag: string) =>
      SELF.fetch(`https://api.test/ingest/${source}`, {
        method: "POST",
        headers: { authorization: `Token ${key}` },
        body: JSON.stringify([
          { level: "debug", msg: `debug-${tag}` },
          { level: "info", msg: `info-${tag}` },
        ]),
      });
    expect((await sendBoth("before")).status).toBe(200);
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    expect((await sendBoth("after")).status).toBe(200);
    const all = ((await api.get("/v2/export?apps=grp")).body.lines as Json[]).map((l) => l.msg);
    expect(all).toEqual(["kept", "info-before", "debug-after"]);
  });
});
