// The console in a real browser (Debian's chromium driven by playwright-core) against the Worker as
// `wrangler dev` serves it, found by the accessible names its issue gives: sign in with a service key, search a
// line just ingested, see it in the `log` region; a wrong key is told why. And the Worker answers every API
// path before the page's single-page fallback. Screenshots go to test-results/console (docs/console.md).
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
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

/** How navigations wait: for the document (the page's parts are waited for by what each test looks for). */
const LOADED = { waitUntil: "domcontentloaded" } as const;

async function newPage(width = 1280, height = 800, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme });
  // Under the whole suite's load a page's first load once took over playwright's 30 s: a generous ceiling,
  // and navigations wait for the document only (each test then waits for what it needs on the page).
  context.setDefaultNavigationTimeout(90_000);
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

/**
 * Each test signs in with a service key of its own: the API's per-key budget (600 requests a minute) is then
 * the test's, not shared with the other files of this project, which use the account's key at the same time.
 */
let ownKey = "";
beforeEach(async () => {
  const res = await fetch(`${workerUrl}/v1/config/keys?type=service`, {
    method: "POST",
    headers: { authorization: `Token ${testAccount.service_key}`, "content-type": "application/json" },
    body: JSON.stringify({ name: `console ${crypto.randomUUID().slice(0, 8)}` }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  ownKey = (JSON.parse(text) as { key: string }).key;
});

/** Signs in, and (unless the key is meant to be refused) waits until the key is kept: the navigation shows. */
async function signIn(page: Page, key = ownKey, refused = false) {
  await page.goto(`${workerUrl}/`, LOADED);
  await page.getByLabel("Service key").fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The navigation is folded behind `Menu` on a phone: `Sign out` is there at every width.
  if (!refused) await expect.poll(() => page.getByRole("button", { name: "Sign out" }).count()).toBe(1);
}

/** A v3 call with this test's key that must answer 200: the answer's `data`. */
async function v3(method: string, path: string, body?: unknown) {
  const res = await fetch(`${workerUrl}${path}`, {
    method,
    headers: { authorization: `Token ${ownKey}`, "content-type": "application/json" },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text).data;
}

// A test here drives a browser through several pages: minutes under the whole suite's load on two cores,
// seconds alone. The ceiling is generous; no step waits on time, only on what the page shows.
describe("the console", { timeout: 240_000 }, () => {
  it("signs in with a service key and finds a line just ingested", async () => {
    const token = `console-${crypto.randomUUID()}`;
    const ingested = await fetch(`${workerUrl}/logs/ingest?hostname=console-host`, {
      method: "POST",
      headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
      body: JSON.stringify({ lines: [{ line: `payment failed ${token}`, app: "billing", level: "ERROR" }] }),
    });
    expect(ingested.status).toBe(200);

    const page = await newPage();
    await page.goto(`${workerUrl}/`, LOADED);
    await page.getByLabel("Service key").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page);
    await expect.poll(() => page.getByRole("link", { name: "Logs" }).isVisible()).toBe(true);
    // The key is kept for the tab, never in the address.
    expect(page.url()).not.toContain(ownKey);
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

  it("saves a search as a view in a category, lists it, opens it by its URL; a readonly key cannot save", async () => {
    const token = `view-${crypto.randomUUID()}`;
    const api = (path: string, body: unknown, key = testAccount.service_key) =>
      fetch(`${workerUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Token ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const category = `Payments ${token.slice(5, 13)}`;
    expect((await api("/v1/config/categories/views", { name: category })).status).toBe(200);
    const sent = await fetch(`${workerUrl}/logs/ingest?hostname=view-host`, {
      method: "POST",
      headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
      body: JSON.stringify({
        lines: [
          { line: `charge declined ${token}`, app: "billing", level: "ERROR" },
          { line: `charge ok ${token}`, app: "billing", level: "INFO" },
        ],
      }),
    });
    expect(sent.status).toBe(200);

    const page = await newPage();
    await signIn(page);
    await page.getByLabel("Search").fill(`${token} level:error`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^1 line,/);
    await page.getByRole("button", { name: "Save as view" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as view" });
    await dialog.getByLabel("View name").fill(`Declined ${token}`);
    await dialog.getByLabel("Category").selectOption(category);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.url()).toMatch(/\/logs\?view=/);
    await expect.poll(() => page.getByRole("heading", { name: `View: Declined ${token}` }).count()).toBe(1);
    const viewUrl = page.url();

    await page.getByRole("button", { name: "Views" }).click();
    const menu = page.getByRole("navigation", { name: "Saved views" });
    await expect
      .poll(() => menu.getByRole("region", { name: category }).textContent())
      .toBe(`${category}Declined ${token}`);
    await page.screenshot({ path: `${SHOTS}/views.png` });
    await page.close();

    // Opened by its URL in a new tab: the view's search runs.
    const again = await newPage();
    await signIn(again);
    // The key is the tab's: going to the view's address keeps it.
    await again.goto(viewUrl, LOADED);
    await expect
      .poll(() => again.getByLabel("Search").inputValue(), { timeout: 15_000 })
      .toBe(`${token} level:error`);
    await expect.poll(() => again.getByRole("status", { name: "Results" }).textContent()).toMatch(/^1 line,/);
    expect(await again.getByRole("log", { name: "Lines" }).textContent()).toContain(
      `charge declined ${token}`,
    );
    await again.close();

    // A readonly member's key sees the views but is offered no way to save one.
    const email = `reader-${token.slice(5, 13)}@example.com`;
    expect((await api("/v1/config/members", { email, role: "readonly" })).status).toBe(200);
    const keyRes = await api("/v1/config/keys?type=service", { name: "reader", member: email });
    expect(keyRes.status).toBe(200);
    const reader = await newPage();
    await signIn(reader, ((await keyRes.json()) as { key: string }).key);
    await expect.poll(() => reader.getByText(/· readonly$/).count()).toBe(1);
    await expect.poll(() => reader.getByRole("button", { name: "Views" }).count()).toBe(1);
    expect(await reader.getByRole("button", { name: "Save as view" }).count()).toBe(0);
    await reader.close();
  });

  it("shows the columns chosen, wraps long lines, and a line's meta as a tree whose values filter", async () => {
    const token = `tree-${crypto.randomUUID()}`;
    const long = `${"checkout step failed after retries ".repeat(8)}${token}`;
    const sent = await fetch(`${workerUrl}/logs/ingest?hostname=tree-host`, {
      method: "POST",
      headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
      body: JSON.stringify({
        lines: [
          {
            line: long,
            app: "shop",
            meta: { status: 503, user: { id: 42, name: "ann" }, items: ["a", "b"] },
          },
        ],
      }),
    });
    expect(sent.status).toBe(200);
    const page = await newPage();
    await signIn(page);
    await page.getByLabel("Search").fill(token);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const log = page.getByRole("log", { name: "Lines" });
    await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain(token);
    expect(await log.textContent()).toContain("tree-host");

    await page.getByRole("button", { name: "Columns" }).click();
    const menu = page.getByRole("group", { name: "Columns shown" });
    await menu.getByLabel("Host").uncheck();
    await menu.getByLabel("Field column").fill("user.id");
    await menu.getByRole("button", { name: "Add" }).click();
    await expect.poll(() => log.textContent()).not.toContain("tree-host");
    const row = log.getByRole("button", { name: new RegExp(token) });
    expect(await row.locator(".field-column").textContent()).toBe("42");
    expect(await menu.getByLabel("user.id").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Columns" }).click();

    const before = (await row.boundingBox())?.height ?? 0;
    await page.getByRole("button", { name: "Wrap lines" }).click();
    expect(await page.getByRole("button", { name: "Wrap lines" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(async () => (await row.boundingBox())?.height ?? 0).toBeGreaterThan(before * 2);

    await row.click();
    const meta = log.getByRole("region", { name: "Meta" });
    expect(await meta.getByRole("group").count()).toBeGreaterThanOrEqual(1);
    expect(await meta.textContent()).toContain('user {2}id: 42name: "ann"');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/columns-wrap-tree.png` });
    await meta.getByRole("button", { name: "Filter by user.id: 42" }).click();
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe(`${token} user.id:"42"`);
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^1 line,/);
    await meta.getByRole("button", { name: "Filter by items: b" }).click();
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe(`${token} user.id:"42" items:"b"`);
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^1 line,/);
    await page.close();
  });

  it("draws a board's graphs from their data, and a click opens the log viewer on the graph's lines", async () => {
    const token = `board-${crypto.randomUUID()}`;
    const apps = ["api", "api", "api", "web", "web", "cron"];
    const sent = await fetch(`${workerUrl}/logs/ingest?hostname=board-host`, {
      method: "POST",
      headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
      body: JSON.stringify({ lines: apps.map((app, i) => ({ line: `request ${i} ${token}`, app })) }),
    });
    expect(sent.status).toBe(200);
    const title = `Traffic ${token.slice(6, 14)}`;
    const created = await fetch(`${workerUrl}/v1/config/board`, {
      method: "POST",
      headers: { authorization: `Token ${testAccount.service_key}`, "content-type": "application/json" },
      body: JSON.stringify({
        title,
        description: "requests by app",
        graphs: [
          { title: "Requests by app", type: "line", query: token, group_by: "app", timeframe: "1h" },
          { title: "Share by app", type: "pie", query: token, group_by: "app", timeframe: "1h" },
          { title: "Requests", type: "counter", query: token, timeframe: "1h" },
        ],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);

    const page = await newPage();
    await signIn(page);
    await page.getByRole("link", { name: "Boards" }).click();
    await page.getByRole("link", { name: title }).click();
    await expect.poll(() => page.getByRole("heading", { name: title }).count()).toBe(1);
    const share = page.getByRole("figure", { name: "Share by app" });
    await expect.poll(() => share.getAttribute("aria-busy"), { timeout: 15_000 }).toBe("false");
    await share.getByText("Data").click();
    expect(await share.getByRole("row").allTextContents()).toEqual(["appTotal", "api3", "web2", "cron1"]);
    const line = page.getByRole("figure", { name: "Requests by app" });
    await expect.poll(() => line.getAttribute("aria-busy")).toBe("false");
    expect(await line.locator(".u-legend").textContent()).toContain("api");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/board.png`, fullPage: true });

    // The counter opens the log viewer on the graph's lines of its whole range.
    const counter = page.getByRole("figure", { name: "Requests", exact: true });
    await expect.poll(() => counter.getByRole("button", { name: "6" }).count()).toBe(1);
    await counter.getByRole("button", { name: "6" }).click();
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe(token);
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^6 lines,/);
    await page.goBack();
    // A pie's slice opens the lines of its group.
    await page.getByRole("figure", { name: "Share by app" }).getByRole("button", { name: "web" }).click();
    await expect.poll(() => page.getByLabel("Search").inputValue()).toBe(`${token} app:"web"`);
    await expect.poll(() => page.getByRole("status", { name: "Results" }).textContent()).toMatch(/^2 lines,/);
    await page.close();
  });

  it("creates a board with a graph and adds another through the form the API's schema makes", async () => {
    const token = `made-${crypto.randomUUID().slice(0, 8)}`;
    const sent = await fetch(`${workerUrl}/logs/ingest?hostname=board-form`, {
      method: "POST",
      headers: { apikey: testAccount.ingestion_key, "content-type": "application/json" },
      body: JSON.stringify({
        lines: ["api", "api", "web"].map((app) => ({ line: `served ${token}`, app })),
      }),
    });
    expect(sent.status).toBe(200);
    const page = await newPage();
    await signIn(page);
    await page.getByRole("link", { name: "Boards" }).click();
    await page.getByText("New board", { exact: true }).click();
    const form = page.getByRole("form", { name: "New board" });
    await form
      .getByLabel(/^Title/)
      .first()
      .fill(`Made here ${token}`);
    await form.getByRole("button", { name: "Add graph" }).click();
    await form.getByLabel(/^Type/).selectOption("counter");
    await form.getByLabel(/^Query/).fill(token);
    await form.getByRole("button", { name: "Create board" }).click();
    await page.getByRole("link", { name: `Made here ${token}` }).click();
    const counter = page.getByRole("figure").first();
    await expect.poll(() => counter.textContent(), { timeout: 15_000 }).toContain("3");

    // Edited: a pie by app is added; both graphs drawn from their data.
    await page.getByRole("button", { name: "Edit board" }).click();
    const edit = page.getByRole("form", { name: "Edit board" });
    await edit.getByRole("button", { name: "Add graph" }).click();
    const second = edit.getByRole("group", { name: "Graph 2" });
    await second.getByLabel(/^Title/).fill("By app");
    await second.getByLabel(/^Type/).selectOption("pie");
    await second.getByLabel(/^Query/).fill(token);
    await second.getByLabel(/^Group by/).fill("app");
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole("button", { name: "Save board" }).click();
    const pie = page.getByRole("figure", { name: "By app" });
    await expect.poll(() => pie.getAttribute("aria-busy"), { timeout: 15_000 }).toBe("false");
    await pie.getByText("Data").click();
    expect(await pie.getByRole("row").allTextContents()).toEqual(["appTotal", "api2", "web1"]);
    expect(await page.getByRole("figure").count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/board-edited.png` });
    await page.close();
  });

  it("lists the pipelines and draws one as a graph; a node's settings and a destination's delivery beside it", async () => {
    const title = `Checkout ${crypto.randomUUID().slice(0, 8)}`;
    const pipeline = await v3("POST", "/v3/pipeline", { title });
    const base = `/v3/pipeline/${pipeline.id}`;
    const src = await v3("POST", `${base}/source`, { type: "http", title: "Agents" });
    const route = await v3("POST", `${base}/transform`, {
      type: "route",
      title: "Split errors",
      inputs: [src.id],
      user_config: {
        conditionals: [
          {
            label: "Errors",
            conditional: { expressions: [{ field: ".level", str_operator: "equal", value: "error" }] },
          },
        ],
      },
    });
    await v3("POST", `${base}/sink`, {
      type: "blackhole",
      title: "Error bin",
      inputs: [`${route.id}.errors`],
    });
    await v3("POST", `${base}/sink`, {
      type: "blackhole",
      title: "The rest",
      inputs: [`${route.id}._unmatched`],
    });

    const page = await newPage();
    await signIn(page);
    await page.getByRole("link", { name: "Pipelines" }).click();
    await page.getByRole("link", { name: title }).click();
    await expect.poll(() => page.getByRole("heading", { name: title }).count()).toBe(1);
    const graph = page.getByRole("figure", { name: "Pipeline graph" });
    for (const name of [
      "Source Agents",
      "Processor Split errors",
      "Destination Error bin",
      "Destination The rest",
    ])
      await expect.poll(() => graph.getByRole("group", { name }).count(), { timeout: 15_000 }).toBe(1);
    // Left to right: the source, the processor, the destinations; edges named by their outputs.
    const x = async (name: string) => (await graph.getByRole("group", { name }).boundingBox())?.x ?? 0;
    expect(await x("Source Agents")).toBeLessThan(await x("Processor Split errors"));
    expect(await x("Processor Split errors")).toBeLessThan(await x("Destination Error bin"));
    expect(await graph.locator(".react-flow__edge").count()).toBe(3);
    // Each edge leaves its node's right side (the first column ends at x = 200 in the graph's own units), and
    // arrives further right: none drawn from a node's bottom edge, as one was before its handles had names.
    const paths = await graph
      .locator("path.react-flow__edge-path")
      .evaluateAll((ps) => ps.map((p) => (p.getAttribute("d") ?? "").match(/-?[\d.]+/g)?.map(Number) ?? []));
    for (const d of paths) {
      expect(d[0]).toBeGreaterThanOrEqual(200);
      expect(d[d.length - 2]).toBeGreaterThan(d[0]);
    }
    expect(await graph.locator(".react-flow__edge-text").allTextContents()).toEqual(
      expect.arrayContaining(["errors", "_unmatched"]),
    );

    await graph.getByRole("group", { name: "Processor Split errors" }).click();
    const panel = page.getByRole("complementary", { name: "Node Split errors" });
    await expect.poll(() => panel.textContent()).toContain("route");
    expect(await panel.textContent()).toContain('label: "Errors"');
    await graph.getByRole("group", { name: "Destination Error bin" }).click();
    const delivery = page
      .getByRole("complementary", { name: "Node Error bin" })
      .getByRole("region", { name: "Delivery" });
    await expect.poll(() => delivery.textContent()).toContain("Delivered0 events");
    expect(await page.getByRole("complementary", { name: "Node Error bin" }).textContent()).toContain(
      "InputsSplit errors (errors)",
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/pipeline.png` });
    await page.close();
  });

  it("edits a node through the form its kind's schema makes, is told of a concurrent save, publishes after seeing the change", async () => {
    const title = `Edited ${crypto.randomUUID().slice(0, 8)}`;
    const pipeline = await v3("POST", "/v3/pipeline", { title });
    const base = `/v3/pipeline/${pipeline.id}`;
    const src = await v3("POST", `${base}/source`, { type: "http", title: "Agents" });
    const sink = await v3("POST", `${base}/sink`, {
      type: "http",
      title: "Receiver",
      inputs: [src.id],
      user_config: { uri: "https://example.com/in" },
    });
    await v3("POST", `${base}/publish?allow_empty_access_keys=true`);

    const page = await newPage();
    await signIn(page);
    await page.goto(`${workerUrl}/pipelines/${pipeline.id}`, LOADED);
    const graph = page.getByRole("figure", { name: "Pipeline graph" });
    await expect
      .poll(() => graph.getByRole("group", { name: "Destination Receiver" }).count(), { timeout: 15_000 })
      .toBe(1);
    await graph.getByRole("group", { name: "Destination Receiver" }).click();
    await page.getByRole("button", { name: "Edit node" }).click();
    const form = page.getByRole("form", { name: "Edit Receiver" });
    await expect.poll(() => form.getByLabel(/^Uri/).inputValue()).toBe("https://example.com/in");
    await form.getByLabel("Title").fill("Receiver v2");
    await form.getByLabel(/^Uri/).fill("https://example.com/v2");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/node-form.png` });
    await form.getByRole("button", { name: "Save node" }).click();
    await expect.poll(() => page.getByRole("complementary", { name: "Node Receiver v2" }).count()).toBe(1);
    const saved = await v3("GET", `${base}/sink/${sink.id}`);
    expect(saved.user_config.uri).toBe("https://example.com/v2");
    expect(saved.generation_id).toBe(sink.generation_id + 1);

    // Someone else saves the node while the form is open: the save is refused (409) and says so.
    await page.getByRole("button", { name: "Edit node" }).click();
    const again = page.getByRole("form", { name: "Edit Receiver v2" });
    await v3("PUT", `${base}/sink/${sink.id}`, {
      type: "http",
      title: "Receiver v2",
      description: "changed elsewhere",
      inputs: [src.id],
      user_config: saved.user_config,
      generation_id: saved.generation_id,
    });
    await again.getByLabel(/^Uri/).fill("https://example.com/v3");
    await again.getByRole("button", { name: "Save node" }).click();
    await expect.poll(() => again.getByRole("alert").textContent()).toContain("Someone else saved this node");
    expect((await v3("GET", `${base}/sink/${sink.id}`)).user_config.uri).toBe("https://example.com/v2");
    await again.getByRole("button", { name: "Reload node" }).click();
    await expect
      .poll(() => page.getByRole("complementary", { name: "Node Receiver v2" }).textContent())
      .toContain("changed elsewhere");

    // Publish: the dialog shows the draft against revision 1, setting by setting, then publishes it.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Publish ${title}` });
    const changes = dialog.getByRole("list", { name: "Changes" });
    await expect.poll(() => changes.textContent()).toContain("Changed: Receiver v2");
    const text = await changes.textContent();
    expect(text).toContain('user_config.uri: "https://example.com/in" → "https://example.com/v2"');
    expect(text).toContain('description: null → "changed elsewhere"');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/publish.png` });
    // The source has no access key: publish refuses, the dialog says why, and publishes once that is allowed.
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toMatch(/^Cannot publish: 1 problem\(s\): Agents: .*access key/);
    await dialog.getByLabel("Allow push sources without an access key").check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const revisions = await v3("GET", `${base}/revision`);
    expect(revisions.length).toBe(2);
    // Nothing left to publish: the dialog shows no difference (secrets are masked on both sides, so it cannot
    // know), and publishing anyway is answered by the API's 409, shown in the dialog.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => dialog.textContent()).toContain("No difference the console can show");
    await dialog.getByLabel("Allow push sources without an access key").check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toBe("Nothing changed since the last publish");
    expect((await v3("GET", `${base}/revision`)).length).toBe(2);
    await page.close();
  });

  it("lists a destination's dead letters and replays them until the receiver takes them", async () => {
    const id = crypto.randomUUID().slice(0, 8);
    const pipeline = await v3("POST", "/v3/pipeline", { title: `Dead letters ${id}` });
    const base = `/v3/pipeline/${pipeline.id}`;
    const src = await v3("POST", `${base}/source`, { type: "http", title: "Agents" });
    // The loopback receiver refuses the first request to this path (400: dead-lettered at once), then takes all.
    const path = `/refuse-1/console-${id}`;
    await v3("POST", `${base}/sink`, {
      type: "http",
      title: "Flaky receiver",
      inputs: [src.id],
      user_config: { uri: `${inject("receiverUrl")}${path}`, encoding: "json", max_retries: 0 },
    });
    const access = await v3("POST", `${base}/source/${src.id}/access-key`, { title: "agent" });
    await v3("POST", `${base}/publish`);
    const sent = await fetch(`${workerUrl}/ingest/${src.id}`, {
      method: "POST",
      headers: { authorization: `Token ${access.key}`, "content-type": "application/json" },
      body: JSON.stringify([{ message: `one ${id}` }, { message: `two ${id}` }]),
    });
    expect(sent.status, await sent.text()).toBeLessThan(300);

    const page = await newPage();
    await signIn(page);
    await page.goto(`${workerUrl}/pipelines/${pipeline.id}`, LOADED);
    const graph = page.getByRole("figure", { name: "Pipeline graph" });
    const node = graph.getByRole("group", { name: "Destination Flaky receiver" });
    await expect.poll(() => node.count(), { timeout: 15_000 }).toBe(1);
    await node.click();
    const delivery = page
      .getByRole("complementary", { name: "Node Flaky receiver" })
      .getByRole("region", { name: "Delivery" });
    const letters = delivery.getByRole("list", { name: "Dead letters" });
    // Delivery runs from the queue, a moment after the acknowledgement: the page is refreshed until it shows.
    await expect
      .poll(
        async () => {
          await delivery.getByRole("button", { name: "Refresh delivery" }).click();
          return letters.getByRole("listitem").count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const row = await letters.getByRole("listitem").textContent();
    expect(row).toContain("2 events");
    expect(row).toContain("answered 400");
    expect(await seriousViolations(page)).toEqual([]);
    await delivery.getByRole("button", { name: "Replay all" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dead-letters.png` });

    await delivery.getByRole("button", { name: "Replay all" }).click();
    await expect
      .poll(() => delivery.getByRole("status").textContent())
      .toBe("Queued again: 1 batch(es), 2 event(s).");
    await expect
      .poll(
        async () => {
          await delivery.getByRole("button", { name: "Refresh delivery" }).click();
          return delivery.textContent();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toContain("Delivered2 events");
    // The batch leaves the list once delivered (its removal follows the delivery's count).
    await expect
      .poll(
        async () => {
          await delivery.getByRole("button", { name: "Refresh delivery" }).click();
          return letters.count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(0);
    // What the receiver got: the refused batch, then the same two events again, taken.
    const received = (await (await fetch(`${inject("receiverUrl")}/_received${path}`)).json()) as {
      status: number;
      body: string;
    }[];
    expect(received.map((r) => r.status)).toEqual([400, 200]);
    expect((JSON.parse(received[1].body) as { message: string }[]).map((e) => e.message)).toEqual([
      `one ${id}`,
      `two ${id}`,
    ]);
    await page.close();
  });

  it("simulates the draft with typed events: each node's counts on the graph, drop reasons, what a destination would get", async () => {
    const title = `Simulated ${crypto.randomUUID().slice(0, 8)}`;
    const pipeline = await v3("POST", "/v3/pipeline", { title });
    const base = `/v3/pipeline/${pipeline.id}`;
    const src = await v3("POST", `${base}/source`, { type: "http", title: "Agents" });
    const filter = await v3("POST", `${base}/transform`, {
      type: "filter",
      title: "Drop debug",
      inputs: [src.id],
      user_config: {
        action: "drop",
        conditional: { expressions: [{ field: ".level", str_operator: "equal", value: "debug" }] },
      },
    });
    await v3("POST", `${base}/sink`, { type: "blackhole", title: "Bin", inputs: [filter.id] });

    const page = await newPage();
    await signIn(page);
    await page.goto(`${workerUrl}/pipelines/${pipeline.id}`, LOADED);
    const graph = page.getByRole("figure", { name: "Pipeline graph" });
    await expect
      .poll(() => graph.getByRole("group", { name: "Processor Drop debug" }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByRole("button", { name: "Simulate" }).click();
    const simulation = page.getByRole("region", { name: "Simulation" });
    await simulation.getByLabel("Format").selectOption("ndjson");
    await simulation
      .getByLabel("Sample events")
      .fill(
        [
          '{"message":"a","level":"info"}',
          '{"message":"b","level":"debug"}',
          '{"message":"c","level":"error"}',
        ].join("\n"),
      );
    await simulation.getByRole("button", { name: "Run simulation" }).click();
    const table = simulation.getByRole("table", { name: "What each node did" });
    await expect
      .poll(() => graph.getByRole("group", { name: "Processor Drop debug" }).textContent(), {
        timeout: 15_000,
      })
      .toContain("in 3 · out 2 · dropped 1");
    expect(await table.getByRole("row", { name: /Drop debug/ }).textContent()).toMatch(
      /^Drop debug3.*2.*11 × filter action "drop": the event matched the condition$/,
    );
    expect(await graph.getByRole("group", { name: "Destination Bin" }).textContent()).toContain("in 2");
    const reached = simulation.getByRole("region", { name: "Would reach Bin" });
    expect(await reached.textContent()).toContain("Bin: 2 events");
    expect(await reached.textContent()).toContain('"error"');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 1300 });
    await page.screenshot({ path: `${SHOTS}/simulate.png` });
    // The sample was saved: it is offered again, and nothing was published or delivered.
    expect(await simulation.getByLabel("Sample").locator("option").count()).toBe(2);
    expect((await v3("GET", `${base}/revision`)).length).toBe(0);
    await page.close();
  });

  it("taps a node of the published pipeline: the events leaving it listed, their count on the graph", async () => {
    const id = crypto.randomUUID().slice(0, 8);
    const pipeline = await v3("POST", "/v3/pipeline", { title: `Tapped ${id}` });
    const base = `/v3/pipeline/${pipeline.id}`;
    const src = await v3("POST", `${base}/source`, { type: "http", title: "Agents" });
    await v3("POST", `${base}/sink`, { type: "blackhole", title: "Bin", inputs: [src.id] });
    const access = await v3("POST", `${base}/source/${src.id}/access-key`, { title: "agent" });
    await v3("POST", `${base}/publish`);

    const page = await newPage();
    await signIn(page);
    await page.goto(`${workerUrl}/pipelines/${pipeline.id}`, LOADED);
    const graph = page.getByRole("figure", { name: "Pipeline graph" });
    const node = graph.getByRole("group", { name: "Source Agents" });
    await expect.poll(() => node.count(), { timeout: 15_000 }).toBe(1);
    await node.click();
    const tap = page.getByRole("complementary", { name: "Node Agents" }).getByRole("region", { name: "Tap" });
    await tap.getByRole("button", { name: "Tap node" }).click();
    await expect
      .poll(() => tap.getByRole("status").textContent())
      .toBe("Listening for events leaving Agents…");
    // The tap sees runs that start after it opened: an agent keeps sending until the page shows what it caught.
    const caught = tap.getByRole("list", { name: "Tapped events" });
    for (let sent = 0; (await caught.count()) === 0 && sent < 40; sent++) {
      const res = await fetch(`${workerUrl}/ingest/${src.id}`, {
        method: "POST",
        headers: { authorization: `Token ${access.key}`, "content-type": "application/json" },
        body: JSON.stringify([{ message: `tap ${id}`, n: sent }]),
      });
      expect(res.status).toBeLessThan(300);
      await page.waitForTimeout(500);
    }
    await expect.poll(() => caught.textContent()).toContain(`tap ${id}`);
    const count = Number((await tap.getByRole("status").textContent())?.match(/^(\d+) events? caught/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await caught.locator(":scope > li").count()).toBe(count);
    await expect.poll(() => node.textContent()).toContain(`tapped ${count}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tap.png` });
    await page.close();
  });

  it("shows usage by day, the apps, hosts and tags that stored the most, and a pipeline's usage alerts", async () => {
    // The numbers are the daily counters' (a slice sends them to D1 within a minute, while other files of this
    // project ingest): test/usage checks them; this checks that the page shows the API's answers.
    const page = await newPage();
    await signIn(page);
    await page.getByRole("link", { name: "Usage" }).click();
    const total = page.getByRole("status", { name: "Stored in the period" });
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toMatch(/ stored, [\d,]+ lines$/);
    const days = page.getByRole("table", { name: "Stored per day (UTC)" });
    expect(await days.getByRole("row").count()).toBe(8);
    const first = await days.getByRole("row").nth(1).textContent();
    expect(first).toContain(new Date().toISOString().slice(0, 10));
    for (const name of [
      "Apps that stored the most",
      "Hosts that stored the most",
      "Tags that stored the most",
    ])
      expect(await page.getByRole("table", { name }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/usage.png` });
    await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last 30 days" });
    await expect.poll(() => days.getByRole("row").count(), { timeout: 15_000 }).toBe(31);

    // A usage alert on a pipeline, from the form the API's own schema makes (a channel chosen by its type).
    const title = `Metered ${crypto.randomUUID().slice(0, 8)}`;
    const pipeline = await v3("POST", "/v3/pipeline", { title });
    await page.reload();
    const alerts = page.getByRole("region", { name: "Usage alerts" });
    const choice = alerts.getByLabel("Pipeline", { exact: true });
    await expect.poll(() => choice.count(), { timeout: 15_000 }).toBe(1);
    await choice.selectOption({ label: title });
    await alerts.getByText("New usage alert").click();
    const form = alerts.getByRole("form", { name: "New usage alert" });
    await form.getByLabel(/^Title/).fill("Too much in");
    await form.getByLabel(/^Traffic type/).selectOption("ingress");
    await form.getByLabel(/^Threshold bytes/).fill("1048576");
    await form.getByRole("button", { name: "Add alert channel" }).click();
    await form.getByLabel("Type", { exact: true }).selectOption("email");
    await form.getByRole("button", { name: "Add email" }).click();
    await form.getByLabel(/^Email 1/).fill("oncall@example.com");
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Create usage alert" }).click();
    const table = alerts.getByRole("table", { name: "Usage alerts of the pipeline" });
    await expect
      .poll(() => table.getByRole("row", { name: /Too much in/ }).textContent(), { timeout: 15_000 })
      .toContain("ingress: 1.00 MB or more in 60 min");
    const stored = await v3("GET", `/v3/pipeline/${pipeline.id}/usage-threshold-alert`);
    expect(stored).toMatchObject([
      {
        title: "Too much in",
        threshold_bytes: 1048576,
        alert_channels: [{ type: "email", emails: ["oncall@example.com"] }],
      },
    ]);
    await alerts
      .getByRole("heading", { name: "Usage alerts" })
      .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `${SHOTS}/usage-alerts.png` });
    await page.close();
  });

  it("shows Pipelines, Boards, Usage and Settings at phone width in dark mode behind a Menu button, every control named", async () => {
    const page = await newPage(390, 844, "dark");
    await signIn(page);
    // Folded behind `Menu`: no link shows until it is opened, and choosing one folds it again.
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await page.getByRole("link", { name: "Pipelines" }).count()).toBe(0);
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link").allTextContents()).toEqual([
      "Logs",
      "Pipelines",
      "Boards",
      "Usage",
      "Settings",
    ]);
    await page.screenshot({ path: `${SHOTS}/menu-narrow.png` });
    await menu.click();
    for (const [link, heading, shot] of [
      ["Pipelines", "Pipelines", "pipelines-narrow"],
      ["Boards", "Boards", "boards-narrow"],
      ["Usage", "Usage", "usage-narrow"],
      ["Settings", "Settings", "settings-narrow"],
    ]) {
      await menu.click();
      await page.getByRole("link", { name: link, exact: true }).click();
      await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => page.getByRole("heading", { name: heading, exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByText("Loading…").count()).toBe(0);
      expect(await seriousViolations(page), link).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${shot}.png` });
    }
    // A pipeline at this width: the graph, a node's panel with its edit and tap controls, the simulation.
    const pipeline = await v3("POST", "/v3/pipeline", { title: `Phone ${crypto.randomUUID().slice(0, 8)}` });
    const src = await v3("POST", `/v3/pipeline/${pipeline.id}/source`, { type: "http", title: "Agents" });
    await v3("POST", `/v3/pipeline/${pipeline.id}/sink`, {
      type: "blackhole",
      title: "Bin",
      inputs: [src.id],
    });
    await page.goto(`${workerUrl}/pipelines/${pipeline.id}`, LOADED);
    const node = page
      .getByRole("figure", { name: "Pipeline graph" })
      .getByRole("group", { name: "Source Agents" });
    await expect.poll(() => node.count(), { timeout: 15_000 }).toBe(1);
    await node.click();
    await page.getByRole("button", { name: "Simulate" }).click();
    await expect
      .poll(() => page.getByRole("region", { name: "Simulation" }).getByLabel("Sample events").count())
      .toBe(1);
    expect(
      await page
        .getByRole("complementary", { name: "Node Agents" })
        .getByRole("button", { name: "Tap node" })
        .count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/pipeline-narrow.png`, fullPage: true });
    await page.close();
  });

  it("administers keys, members, groups, exclusion rules, archiving and alerts in Settings; readonly sees less", async () => {
    const id = crypto.randomUUID().slice(0, 8);
    const api = async (method: string, path: string, body?: unknown, key = ownKey) => {
      const res = await fetch(`${workerUrl}${path}`, {
        method,
        headers: { authorization: `Token ${key}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as any };
    };
    const page = await newPage();
    page.on("dialog", (d) => d.accept());
    await signIn(page);
    await page.getByRole("link", { name: "Settings" }).click();
    const section = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });
    await expect.poll(() => section("API keys").count()).toBe(1);

    // A new ingestion key, shown once, that really sends lines; then deleted, and refused.
    await page.getByLabel("Key name").fill(`agent ${id}`);
    await page.getByLabel("Key type").selectOption("ingestion");
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByRole("status", { name: "New key shown once" }).getByLabel("The new key");
    await expect.poll(() => shown.inputValue()).toMatch(/^\S{32,}$/);
    const newKey = await shown.inputValue();
    const ingest = () =>
      fetch(`${workerUrl}/logs/ingest?hostname=settings-${id}`, {
        method: "POST",
        headers: { apikey: newKey, "content-type": "application/json" },
        body: JSON.stringify({ lines: [{ line: `from the new key ${id}` }] }),
      }).then((r) => r.status);
    expect(await ingest()).toBe(200);
    const keys = page.getByRole("table", { name: "API keys" });
    await expect.poll(() => keys.getByRole("row", { name: new RegExp(`agent ${id}`) }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-keys.png` });
    await page.getByRole("button", { name: `Delete key agent ${id}` }).click();
    await expect.poll(() => keys.getByRole("row", { name: new RegExp(`agent ${id}`) }).count()).toBe(0);
    expect(await ingest()).toBe(401);

    // A member added, made readonly in place, put in a new group with an access scope.
    const email = `settings-${id}@example.com`;
    await page.getByRole("link", { name: "Members" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption("member");
    await page.getByRole("button", { name: "Add member" }).click();
    const roleOf = page.getByLabel(`Role of ${email}`);
    await expect.poll(() => roleOf.count()).toBe(1);
    await roleOf.selectOption("readonly");
    await expect
      .poll(async () => (await api("GET", `/v1/config/members/${email}`)).body?.role)
      .toBe("readonly");

    await page.getByRole("link", { name: "Groups" }).click();
    await page.getByLabel("Group name").fill(`billing ${id}`);
    await page.getByLabel("Access scope").fill("app:billing");
    await page.getByLabel("Member emails").fill(email);
    await page.getByRole("button", { name: "Create group" }).click();
    const groups = page.getByRole("table", { name: "Groups" });
    await expect
      .poll(() => groups.getByRole("row", { name: new RegExp(`billing ${id}`) }).textContent())
      .toContain(email);
    expect(await groups.getByRole("row", { name: new RegExp(`billing ${id}`) }).textContent()).toContain(
      "app:billing",
    );
    // Edited in place: renamed, a second scope, the member taken out.
    await page.getByRole("button", { name: `Edit group billing ${id}` }).click();
    const editor = page.getByRole("form", { name: `Edit group billing ${id}` });
    await editor.getByLabel("New name").fill(`billing errors ${id}`);
    await editor.getByLabel("Access scopes, one a line").fill("app:billing\nlevel:error");
    await editor.getByLabel("Members of the group").fill("");
    await page.screenshot({ path: `${SHOTS}/settings-group-edit.png` });
    await editor.getByRole("button", { name: "Save group" }).click();
    const renamed = groups.getByRole("row", { name: new RegExp(`billing errors ${id}`) });
    await expect.poll(() => renamed.textContent()).toContain("level:error");
    expect(await renamed.textContent()).toContain("none");
    expect(await editor.count()).toBe(0);
    const stored = (
      (await api("GET", "/v1/config/groups")).body as {
        name: string;
        accessScopes: string[];
        members: string[];
      }[]
    ).find((g) => g.name === `billing errors ${id}`);
    expect(stored).toMatchObject({ accessScopes: ["app:billing", "level:error"], members: [] });

    // An exclusion rule created, switched off in place, edited, deleted.
    await page.getByRole("link", { name: "Exclusion rules" }).click();
    await page.getByLabel("Title").fill(`noise ${id}`);
    await page.getByLabel("Apps").fill(`noisy-${id}, chatty-*`);
    await page.getByRole("button", { name: "Create rule" }).click();
    const active = page.getByLabel(`Active: noise ${id}`);
    await expect.poll(() => active.isChecked()).toBe(true);
    await active.click();
    const ruleOf = async () =>
      (
        (await api("GET", "/v1/config/ingestion/exclusions")).body as {
          title: string;
          active: boolean;
          apps: string[];
        }[]
      ).find((r) => r.title === `noise ${id}`);
    await expect.poll(async () => (await ruleOf())?.active).toBe(false);
    expect((await ruleOf())?.apps).toEqual([`noisy-${id}`, "chatty-*"]);
    // Its matchers changed in its edit form: one app left, a query added; still off.
    await page.getByRole("button", { name: `Edit rule noise ${id}` }).click();
    const ruleEditor = page.getByRole("form", { name: `Edit rule noise ${id}` });
    await ruleEditor.getByLabel("Apps").fill(`noisy-${id}`);
    await ruleEditor.getByLabel("Query").fill("level:debug");
    await page.screenshot({ path: `${SHOTS}/settings-rule-edit.png` });
    await ruleEditor.getByRole("button", { name: "Save rule" }).click();
    await expect
      .poll(async () => (await ruleOf()) as unknown)
      .toMatchObject({
        apps: [`noisy-${id}`],
        query: "level:debug",
        active: false,
      });
    await expect.poll(() => ruleEditor.count()).toBe(0);
    await page.getByRole("button", { name: `Delete rule noise ${id}` }).click();
    await expect.poll(async () => await ruleOf()).toBeUndefined();

    // Archiving, from the form the API's own schema makes: an integration chosen, its fields filled.
    await page.getByRole("link", { name: "Archiving" }).click();
    const archiving = page.getByRole("form", { name: "Archiving configuration" });
    await expect.poll(() => archiving.count()).toBe(1);
    await archiving.getByLabel("Integration").selectOption("s3");
    await archiving.getByLabel(/^Bucket/).fill(`archive-${id}`);
    await page.getByRole("button", { name: "Save archiving" }).click();
    await expect
      .poll(async () => (await api("GET", "/v1/config/archiving")).body?.bucket)
      .toBe(`archive-${id}`);
    expect((await api("GET", "/v1/config/archiving")).body?.integration).toBe("s3");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-archiving.png`, fullPage: true });
    await page.getByRole("button", { name: "Stop archiving" }).click();
    await expect.poll(async () => (await api("GET", "/v1/config/archiving")).status).toBe(404);

    // A preset alert with an email channel, from the form the API's schema makes.
    await page.getByRole("link", { name: "Alerts" }).click();
    const alert = page.getByRole("form", { name: "New preset alert" });
    await expect.poll(() => alert.count()).toBe(1);
    await alert.getByLabel(/^Name/).fill(`on-call ${id}`);
    await alert.getByRole("button", { name: "Add channel" }).click();
    await alert.getByLabel(/^Integration/).selectOption("email");
    await alert.getByRole("button", { name: "Add email" }).click();
    await alert.getByLabel(/^Email 1/).fill(email);
    await alert.getByLabel(/^Triggerlimit/).fill("5");
    await alert.getByLabel(/^Operator/).selectOption("presence");
    expect(await seriousViolations(page)).toEqual([]);
    await alert.getByLabel(/^Name/).evaluate((input) => input.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `${SHOTS}/settings-alerts.png` });
    await page.getByRole("button", { name: "Create preset alert" }).click();
    const presets = page.getByRole("table", { name: "Preset alerts" });
    await expect
      .poll(() => presets.getByRole("row", { name: new RegExp(`on-call ${id}`) }).textContent(), {
        timeout: 15_000,
      })
      .toContain(`email to ${email}`);
    await page.close();

    // The readonly member's key: no keys or archiving offered, nothing to add.
    const created = await api("POST", "/v1/config/keys?type=service", { name: "reader", member: email });
    expect(created.status).toBe(200);
    const reader = await newPage();
    await signIn(reader, created.body.key);
    await reader.getByRole("link", { name: "Settings" }).click();
    await expect.poll(() => reader.getByRole("heading", { level: 2, name: "Members" }).count()).toBe(1);
    const links = await reader
      .getByRole("navigation", { name: "Settings sections" })
      .getByRole("link")
      .allTextContents();
    expect(links).toEqual(["Members", "Groups", "Exclusion rules", "Alerts"]);
    expect(await reader.getByRole("button", { name: "Add member" }).count()).toBe(0);
    await reader.getByRole("link", { name: "Alerts" }).click();
    await expect.poll(() => reader.getByRole("table", { name: "Preset alerts" }).count()).toBe(1);
    expect(await reader.getByRole("form", { name: "New preset alert" }).count()).toBe(0);
    await reader.close();
  });

  it("tells a wrong key why, and a query the language refuses inline", async () => {
    // A phone, in dark mode.
    const page = await newPage(390, 844, "dark");
    await signIn(page, "not-a-key", true);
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
