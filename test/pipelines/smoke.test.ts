import { expect, it } from "vitest";
import { client, createAccount } from "../helpers";

it("builds and publishes a small pipeline", async () => {
  const api = client(await createAccount());
  const p = await api.post("/v3/pipeline", { title: "p1" });
  expect(p.status).toBe(200);
  const pid = p.body.data.id;
  const src = await api.post(`/v3/pipeline/${pid}/source`, {
    type: "demo-logs",
    user_config: { format: "json" },
  });
  expect(src.status, JSON.stringify(src.body)).toBe(200);
  const t = await api.post(`/v3/pipeline/${pid}/transform`, {
    type: "route",
    inputs: [src.body.data.id],
    user_config: {
      conditionals: [
        {
          label: "Errors",
          conditional: { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] },
        },
      ],
    },
  });
  expect(t.status, JSON.stringify(t.body)).toBe(200);
  const sink = await api.post(`/v3/pipeline/${pid}/sink`, {
    type: "blackhole",
    inputs: [`${t.body.data.id}.errors`],
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const pub = await api.post(`/v3/pipeline/${pid}/publish`);
  expect(pub.status, JSON.stringify(pub.body)).toBe(200);
  const again = await api.post(`/v3/pipeline/${pid}/publish`);
  expect(again.status).toBe(409);
  const got = await api.get(`/v3/pipeline/${pid}`);
  expect(got.body.data.sinks).toHaveLength(1);
  const cat = await api.get("/v3/pipeline/node");
  expect(cat.status).toBe(200);
  const doc = await api.get("/openapi.json");
  expect(doc.status, JSON.stringify(doc.body).slice(0, 500)).toBe(200);
});
