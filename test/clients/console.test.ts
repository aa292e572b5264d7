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

  it("counts the search on a timeline, zooms by dragging, filters by a facet and shows a line's context", async () => {
    const token = `timeline-${crypto.randomUUID()}`;
    const now = Date.now();
    // 12 lines over the last 50 minutes: 8 of host ctx-a, 4 of ctx-b, one app.
    const sent = Array.from({ length: 12 }, (_, i) => ({
      line: `step ${i} ${token}`,
      app: "ctx",
      host: i % 3 === 2 ? "ctx-b" : "ctx-a",
      timestamp: now - (50 - i * 4) * 60_000,
    }));
    for (const host of ["ctx-a", "ctx-b"]) {
      const res = await fetch(`${workerUrl}/logs/ingest?hostname=${host}`, {
        method: "POST",
        headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
        body: JSON.stringify({ lines: sent.filter((l) => l.host === host).map(({ host: _h, ...l }) => l) }),
      });
      expect(res.status).toBe(200);
    }
    const page = await newPage();
    await signIn(page);
    await page.getByLabel("Search").fill(token);
    await page.getByLabel("Time range").fill("an hour ago");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const timeline = page.getByRole("figure", { name: "Timeline" });
    await expect.poll(() => timeline.textContent(), { timeout: 15_000 }).toContain("12 matching lines");
    const hosts = page.getByRole("complementary", { name: "Facets" }).getByRole("region", { name: "Hosts" });
    await expect.poll(() => hosts.textContent()).toBe("Hostsctx-a8ctx-b4");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/timeline-facets.png` });

    // A line's context: the lines of its host and app around it, the line itself marked.
    const log = page.getByRole("log", { name: "Lines" });
    await log.getByRole("button", { name: new RegExp(`^.*step 6 ${token}`) }).click();
    await log.getByRole("button", { name: "Show context" }).click();
    const dialog = page.getByRole("dialog", { name: "Context" });
    const contextLines = dialog.getByRole("list", { name: "Context lines" }).getByRole("listitem");
    await expect.poll(() => contextLines.count(), { timeout: 15_000 }).toBe(8);
    const texts = await contextLines.allTextContents();
    expect(texts.map((t) => /step (\d+)/.exec(t)?.[1])).toEqual(["0", "1", "3", "4", "6", "7", "9", "10"]);
    expect(await dialog.locator('[aria-current="true"]').textContent()).toContain(`step 6 ${token}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/context.png` });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // A facet narrows the search.
    await hosts.getByRole("button", { name: "Only host ctx-b, 4 lines" }).click();
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe(`${token} host:"ctx-b"`);
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^4 lines,/);

    // Dragging across the chart zooms the search to that stretch of time.
    await expect.poll(() => timeline.textContent()).toContain("4 matching lines");
    const over = await timeline.locator(".u-over").boundingBox();
    if (!over) throw new Error("the timeline has no chart");
    await page.mouse.move(over.x + over.width * 0.05, over.y + over.height / 2);
    await page.mouse.down();
    await page.mouse.move(over.x + over.width * 0.55, over.y + over.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(() => page.getByLabel("Time range").inputValue())
      .toMatch(/^\d{4}-\d\d-\d\d [\d:]{8} to /);
    const [from, to] = (await page.getByLabel("Time range").inputValue()).split(" to ").map((t) => {
      const [d, c] = t.split(" ");
      const [y, mo, day] = d.split("-").map(Number);
      const [h, mi, sec] = c.split(":").map(Number);
      return new Date(y, mo - 1, day, h, mi, sec).getTime();
    });
    expect(to - from).toBeLessThan(40 * 60_000);
    const inside = sent.filter((l) => l.host === "ctx-b" && l.timestamp >= from && l.timestamp <= to).length;
    await expect
      .poll(() => page.getByRole("status", { name: "Results" }).textContent())
      .toMatch(new RegExp(`^${inside} lines?,`));
    await expect.poll(() => timeline.textContent()).toContain(`${inside} matching line`);
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
    // Fixed, the search shows its timeline, facets and lines at this width too.
    await page.getByLabel("Search").fill("");
    await page.getByLabel("Time range").fill("Last 24 hours");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect
      .poll(() => page.getByRole("figure", { name: "Timeline" }).textContent(), { timeout: 15_000 })
      .toContain("matching line");
    await expect
      .poll(() => page.getByRole("status", { name: "Results" }).textContent())
      .toMatch(/^\d+ lines?,/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/logs-narrow-results.png` });
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
