// The API reference at /docs needs nothing but this service: its viewer (Scalar's standalone build) is
// served from the Worker's own static assets, and the bytes served are the ones the page's integrity hash
// names (src/http/reference-page.ts), so a browser runs them.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SCALAR_INTEGRITY } from "../../src/http/reference-page";
import { workerUrl } from "./harness";

describe("the API reference's viewer", () => {
  it("comes from this service, with the bytes its integrity hash names", async () => {
    const page = await (await fetch(`${workerUrl}/docs`)).text();
    const src = /<script src="([^"]+)" integrity="([^"]+)"/.exec(page);
    expect(src?.[1]).toMatch(/^\/[^/]/); // a path on this host, not another's
    expect(src?.[2]).toBe(SCALAR_INTEGRITY);
    const script = await fetch(new URL(src?.[1] ?? "", workerUrl));
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    const bytes = Buffer.from(await script.arrayBuffer());
    expect(`sha384-${createHash("sha384").update(bytes).digest("base64")}`).toBe(SCALAR_INTEGRITY);
  });
});
