// The console in a real browser (Debian's chromium driven by playwright-core) against the Worker as
// `wrangler dev` serves it, found by the accessible names its issue gives: sign in with a service key, search a
// line just ingested, see it in the `log` region; a wrong key is told why. And the Worker answers every API
// path before the page's single-page fallback. Screenshots go to test-results/console (docs/console.md).
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM } from "../../scripts/browser.mjs";
import { testAccount, workerUrl } from "./harness";

const SHOTS = "test-results/console";
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1280, height = 800, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme });
  return context.newPage();
}

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** What axe-core finds serious or critical on the page as it is (rule id, and the elements' selectors). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await (globalThis as unknown as { axe: { run: () => Promise<any> } }).axe.run();
    return result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[];
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function signIn(page: Page, key = testAccount.service_key) {
  await page.goto(`${workerUrl}/`);
  await page.getByLabel("Service key").fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("the console", () => {
  it("signs in with a service key and finds a line just ingested", async () => {
    const token = `console-${crypto.randomUUID()}`;
    const ingested = await fetch(`${workerUrl}/logs/ingest?hostname=console-host`, {
      method: "POST",
      headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
      body: JSON.stringify({ lines: [{ line: `payment failed ${token}`, app: "billing", level: "ERROR" }] }),
    });
    expect(ingested.status).toBe(200);

    const page = await newPage();
    await page.goto(`${workerUrl}/`);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page);
    await expect.poll(() => page.getByRole("link", { name: "Logs" }).isVisible()).toBe(true);
    // The key is kept for the tab, never in the address.
    expect(page.url()).not.toContain(testAccount.service_key);
    await page.getByLabel("Search").fill(token);
    await page.getByLabel("Time range").fill("an hour ago");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const log = page.getByRole("log", { name: "Lines" });
    await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain(`payment failed ${token}`);
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^1 line,/);
    // A line opens into its fields; a click on a value filters by it.
    await log.getByRole("button", { name: new RegExp(token) }).click();
    await log.getByRole("button", { name: "Filter by app: billing" }).click();
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe(`${token} app:"billing"`);
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^1 line,/);
    // The line stays open across the new search.
    await expect.poll(() => log.getByRole("button", { name: "Filter by level: ERROR" }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/logs.png` });
    // The searches run are offered again in the box.
    expect(
      await page
        .locator("#search-history option")
        .evaluateAll((os) => os.map((o) => o.getAttribute("value"))),
    ).toEqual([`${token} app:"billing"`, token]);
    // Download: the search's lines as JSONL (export v1).
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    const saved = readFileSync(await file.path(), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(saved.map((l) => l._line)).toEqual([`payment failed ${token}`]);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => page.getByLabel("Service key").isVisible()).toBe(true);
    await page.close();
  });

  it("tails the search live, holds new lines back while paused with their count, and resumes", async () => {
    const token = `live-${crypto.randomUUID()}`;
    const send = async (text: string) => {
      const res = await fetch(`${workerUrl}/logs/ingest?hostname=live-host`, {
        method: "POST",
        headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
        body: JSON.stringify({ lines: [{ line: `${text} ${token}`, app: "tailed" }] }),
      });
      expect(res.status).toBe(200);
    };
    const page = await newPage();
    await signIn(page);
    await page.getByLabel("Search").fill(token);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const live = page.getByRole("button", { name: "Live", exact: true });
    await live.click();
    expect(await live.getAttribute("aria-pressed")).toBe("true");
    const status = page.getByRole("status", { name: "Live tail" });
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toBe("Live: new lines appear at the top");

    const log = page.getByRole("log", { name: "Lines" });
    await send("first");
    await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain(`first ${token}`);

    await page.getByRole("button", { name: "Pause", exact: true }).click();
    await send("second");
    await send("third");
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe("Paused: 2 new lines held back");
    expect(await log.textContent()).not.toContain(`second ${token}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/live-paused.png` });

    await page.getByRole("button", { name: "Resume", exact: true }).click();
    await expect.poll(() => log.textContent()).toContain(`third ${token}`);
    // Newest first: the third line above the second, above the first.
    const text = (await log.textContent()) ?? "";
    expect(text.indexOf(`third ${token}`)).toBeLessThan(text.indexOf(`second ${token}`));
    expect(text.indexOf(`second ${token}`)).toBeLessThan(text.indexOf(`first ${token}`));

    await live.click();
    expect(await live.getAttribute("aria-pressed")).toBe("false");
    expect(await status.count()).toBe(0);
    await page.close();
  });

  it("tells a wrong key why, and a query the language refuses inline", async () => {
    // A phone, in dark mode.
    const page = await newPage(390, 844, "dark");
    await signIn(page, "not-a-key");
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/key/i);
    await page.screenshot({ path: `${SHOTS}/sign-in-refused.png` });

    await signIn(page);
    await page.getByLabel("Search").fill("level:(error OR");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBeTruthy();
    await page.getByLabel("Time range").fill("the day after tomorrow");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("“the day after tomorrow” is not a time (try “an hour ago” or “2026-11-29 10:00”)");
    await page.screenshot({ path: `${SHOTS}/logs-narrow.png` });
    await page.close();
  });

  it("is served at every page path, while the API's paths reach the Worker", async () => {
    const page = await fetch(`${workerUrl}/logs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const docs = await fetch(`${workerUrl}/docs`);
    expect(await docs.text()).not.toContain('<div id="root">');
    for (const path of ["/v1/no-such-route", "/v3/no-such-route", "/logs/ingest", "/health"]) {
      const res = await fetch(`${workerUrl}${path}`);
      expect({ path, type: res.headers.get("content-type") }).toEqual({
        path,
        type: expect.stringContaining("application/json"),
      });
    }
  });
});
