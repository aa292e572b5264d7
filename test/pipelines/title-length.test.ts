import { expect, it } from "vitest";
import { client, createAccount, expectV3Error } from "../helpers";

it("counts a title's length in characters, not UTF-16 units", async () => {
  const api = client(await createAccount());
  const ok = await api.post("/v3/pipeline", { title: "🚀".repeat(512) });
  expect(ok.status).toBe(200);
  expect([...ok.body.data.title]).toHaveLength(512);
  const long = expectV3Error(await api.post("/v3/pipeline", { title: "🚀".repeat(513) }), 400, "EVALIDATION");
  expect(long.errors).toEqual([{ instancePath: "/title", message: "must be at most 512 characters" }]);
});
