import { describe, expect, it } from "vitest";
import { client, createAccount } from "../helpers";

describe("revisions keep every field of a node", () => {
  it("records description and deploy_type, and a change to either is a change to publish", async () => {
    const api = client(await createAccount());
    const pid = (await api.post("/v3/pipeline", { title: "p" })).body.data.id;
    const src = (
      await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } })
    ).body.data;
    await api.post(`/v3/pipeline/${pid}/sink`, { type: "blackhole", inputs: [src.id] });
    const first = (await api.post(`/v3/pipeline/${pid}/publish`)).body.data.published_revision_id;

    const put = (body: object, generation_id: number) =>
      api.put(`/v3/pipeline/${pid}/source/${src.id}`, {
        type: "demo-logs",
        title: src.title,
        user_config: { format: "json" },
        generation_id,
        ...body,
      });
    expect((await put({ deploy_type: "local" }, 0)).status).toBe(200);
    const second = await api.post(`/v3/pipeline/${pid}/publish`);
    expect(second.status).toBe(200);
    expect((await put({ deploy_type: "local", description: "from the edge" }, 1)).status).toBe(200);
    expect((await api.post(`/v3/pipeline/${pid}/publish`)).status).toBe(200);

    const revision = async (id: string) =>
      (await api.get(`/v3/pipeline/${pid}/revision/${id}`)).body.data.nodes.find((n: any) => n.id === src.id);
    expect(await revision(first)).toMatchObject({ deploy_type: "saas", description: null });
    expect(await revision(second.body.data.published_revision_id)).toMatchObject({
      deploy_type: "local",
      description: null,
    });
  });

  it("finds an object by the upper-case spelling of its uuid", async () => {
    const api = client(await createAccount());
    const pid = (await api.post("/v3/pipeline", { title: "p" })).body.data.id as string;
    const src = (await api.post(`/v3/pipeline/${pid}/source`, { type: "http" })).body.data.id as string;
    expect((await api.get(`/v3/pipeline/${pid.toUpperCase()}`)).body.data.id).toBe(pid);
    const key = await api.post(`/v3/pipeline/${pid.toUpperCase()}/source/${src.toUpperCase()}/access-key`, {
      title: "k",
    });
    expect(key.status).toBe(200);
  });
});
