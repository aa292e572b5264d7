// The log viewer: a search (the query language, `Search`), a time range (`Time range`: presets, absolute and
// natural times), and the matching lines newest first in a virtualized region (role `log`), each expandable
// into its fields. Lines come from export v2's pages (`prefer=tail`), 500 at a time, older ones on request.
// `Live` tails the search's query: new lines go on top; `Pause` holds them back (counted) until `Resume`.
// Above the lines the `Timeline` (drag to zoom), beside them the `Facets`; a line's `Show context` opens the
// lines around it. `/logs?view=<id>` opens a saved view (its filter as the search); `Views` lists them.
// `Columns` and `Wrap lines` shape the list (kept in this browser); an opened line shows its meta as a tree.
import { useVirtualizer } from "@tanstack/react-virtual";
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ApiFailure, apiFetch, apiJson } from "../api";
import { type Caller, canWrite } from "../caller";
import { openTail, type Tail } from "../live-tail";
import { Columns, columnValue, DEFAULT_COLUMNS, isFieldColumn } from "../logs/Columns";
import { Context } from "../logs/Context";
import { Facets } from "../logs/Facets";
import { JsonTree } from "../logs/JsonTree";
import { type ExportedLine, type Search, searchParams, timeFormat } from "../logs/search";
import { type SavedView, Views } from "../logs/Views";
import { usePreference } from "../persist";
import { splitLine, viewQuery, withTerm } from "../query-terms";
import { formatRange, PRESETS, parseRange } from "../time";
import { messageOf } from "../use-read";

// The chart's code (uPlot) loads beside the page's, not before it.
const Timeline = lazy(() => import("../logs/Timeline"));

interface Page {
  lines: ExportedLine[];
  pagination_id: string | null;
}

const PAGE_SIZE = 500;
/** Lines the list keeps while live (the oldest go), and lines held back while paused (the rest counted). */
const MAX_LIVE_LINES = 10_000;
const MAX_HELD_LINES = 2_000;
const DEFAULT_RANGE = "Last 24 hours";

const pagePath = (s: Search, token: string | null) => {
  const params = searchParams(s);
  params.set("size", String(PAGE_SIZE));
  params.set("prefer", "tail");
  if (token) params.set("pagination_id", token);
  return `/v2/export?${params}`;
};

/** Searches run lately, newest first (this browser's, for the `Search` box's suggestions). */
const HISTORY_KEY = "pipeline-service.search-history";
const HISTORY_SIZE = 20;
const readHistory = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]") as string[];
  } catch {
    return [];
  }
};
function remember(query: string): string[] {
  const history = [query, ...readHistory().filter((q) => q !== query)].slice(0, HISTORY_SIZE);
  localStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  return history;
}

/** Saves the search's lines as JSONL (export v1: at most the plan's export limit). */
async function download(apiKey: string, s: Search) {
  const res = await apiFetch(apiKey, `/v1/export?${searchParams(s)}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `lines-${new Date(s.from).toISOString()}.jsonl`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export default function Logs({ apiKey, caller }: { apiKey: string; caller: Caller | null }) {
  const [query, setQuery] = useState("");
  const [range, setRange] = useState(DEFAULT_RANGE);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [queryError, setQueryError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const [lines, setLines] = useState<ExportedLine[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const [live, setLive] = useState(false);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState<ExportedLine[]>([]);
  const [missed, setMissed] = useState(0);
  const [liveError, setLiveError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const pausedRef = useRef(false);
  pausedRef.current = paused;

  // The tail follows `live` and the query of the search shown; a new search while live tails the new query.
  const liveQuery = search?.query ?? query.trim();
  useEffect(() => {
    if (!live) return;
    let tail: Tail | null = null;
    let stopped = false;
    setLiveError(null);
    setConnected(false);
    openTail<ExportedLine>(apiKey, liveQuery, {
      onConnected: () => setConnected(true),
      onLines: (arrived) => {
        const newestFirst = [...arrived].reverse();
        if (pausedRef.current)
          setHeld((before) => {
            const all = [...newestFirst, ...before];
            if (all.length > MAX_HELD_LINES) setMissed((m) => m + all.length - MAX_HELD_LINES);
            return all.slice(0, MAX_HELD_LINES);
          });
        else setLines((before) => [...newestFirst, ...before].slice(0, MAX_LIVE_LINES));
      },
      onDropped: (count) => setMissed((m) => m + count),
      onClosed: (reason) => {
        if (stopped) return;
        setLiveError(`Live tail stopped: ${reason}`);
        setLive(false);
      },
    })
      .then((t) => {
        if (stopped) t.close();
        else tail = t;
      })
      .catch((err) => {
        setLiveError(`Live tail could not start: ${messageOf(err)}`);
        setLive(false);
      });
    return () => {
      stopped = true;
      tail?.close();
    };
  }, [live, liveQuery, apiKey]);

  const resume = () => {
    setLines((before) => [...held, ...before].slice(0, MAX_LIVE_LINES));
    setHeld([]);
    setPaused(false);
  };
  const toggleLive = () => {
    if (live) {
      setLive(false);
      setPaused(false);
      setHeld([]);
    } else {
      setMissed(0);
      setLive(true);
    }
  };

  const load = useCallback(
    async (s: Search, token: string | null) => {
      const ticket = ++asked.current;
      setLoading(true);
      setError(null);
      setQueryError(null);
      try {
        const page = await apiJson<Page>(apiKey, pagePath(s, token));
        if (ticket !== asked.current) return;
        setLines((before) => (token ? [...before, ...page.lines] : page.lines));
        setNext(page.pagination_id);
      } catch (err) {
        if (ticket !== asked.current) return;
        const message = messageOf(err);
        // A query the language refuses is the search box's error; anything else the page's.
        if (err instanceof ApiFailure && err.status === 400 && /query/i.test(message)) setQueryError(message);
        else setError(message);
        if (!token) {
          // No lines were read: the summary and the list say nothing rather than "0 lines".
          setLines([]);
          setSearch(null);
        }
      } finally {
        if (ticket === asked.current) setLoading(false);
      }
    },
    [apiKey],
  );

  const [history, setHistory] = useState<string[]>(readHistory);
  const run = useCallback(
    (q = query, rangeText = range) => {
      const parsed = parseRange(rangeText, Date.now());
      if ("error" in parsed) {
        setRangeError(parsed.error);
        return;
      }
      setRangeError(null);
      const s = { query: q.trim(), ...parsed };
      if (s.query) setHistory(remember(s.query));
      setSearch(s);
      void load(s, null);
    },
    [query, range, load],
  );
  const filterBy = (term: string) => {
    const next = withTerm(query, term);
    setQuery(next);
    run(next);
  };
  const zoomTo = (from: number, to: number) => {
    const text = formatRange(from, to);
    setRange(text);
    run(query, text);
  };
  const [contextOf, setContextOf] = useState<string | null>(null);
  const [columns, setColumns] = usePreference<string[]>("columns", DEFAULT_COLUMNS);
  const [wrap, setWrap] = usePreference("wrap", false);

  // A saved view, opened by its URL: its filter becomes the search.
  const address = new URLSearchParams(useSearch());
  const viewId = address.get("view");
  const [, navigate] = useLocation();
  const [view, setView] = useState<SavedView | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per view (the search it runs is its own)
  useEffect(() => {
    if (!viewId) {
      setView(null);
      return;
    }
    let current = true;
    apiJson<SavedView>(apiKey, `/v1/config/view/${encodeURIComponent(viewId)}`)
      .then((v) => {
        if (!current) return;
        setView(v);
        const q = viewQuery(v);
        setQuery(q);
        run(q);
      })
      .catch((err) => current && setError(`View: ${messageOf(err)}`));
    return () => {
      current = false;
    };
  }, [viewId, apiKey]);

  // The first search, on opening the page: a view's when one is named, else the address's `query` and
  // `from`/`to` (ms; a board's point links here), else the defaults.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, from the address it opened with
  useEffect(() => {
    if (viewId) return;
    const q = address.get("query") ?? "";
    const from = Number(address.get("from"));
    const to = Number(address.get("to"));
    const rangeText = from > 0 && to >= from ? formatRange(from, to) : range;
    setQuery(q);
    setRange(rangeText);
    run(q, rangeText);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };

  return (
    <section className="logs" aria-label="Log viewer">
      <search>
        <form className="search-bar" onSubmit={submit}>
          <div className="field grow">
            <label htmlFor="search">Search</label>
            <input
              id="search"
              type="search"
              value={query}
              placeholder="error host:web-1 -level:debug"
              spellCheck={false}
              aria-invalid={queryError ? true : undefined}
              aria-describedby={queryError ? "search-error" : undefined}
              list="search-history"
              onChange={(e) => setQuery(e.target.value)}
            />
            <datalist id="search-history">
              {history.map((q) => (
                <option key={q} value={q} />
              ))}
            </datalist>
            {queryError && (
              <p id="search-error" role="alert" className="error">
                {queryError}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="time-range">Time range</label>
            <input
              id="time-range"
              list="time-range-presets"
              value={range}
              spellCheck={false}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? "time-range-error" : undefined}
              onChange={(e) => setRange(e.target.value)}
            />
            <datalist id="time-range-presets">
              {PRESETS.map((p) => (
                <option key={p.label} value={p.label} />
              ))}
            </datalist>
            {rangeError && (
              <p id="time-range-error" role="alert" className="error">
                {rangeError}
              </p>
            )}
          </div>
          <button type="submit">Search</button>
          <button
            type="button"
            className={live ? "quiet live on" : "quiet live"}
            aria-pressed={live}
            onClick={toggleLive}
          >
            Live
          </button>
        </form>
        <div className="toolbar">
          <Views
            apiKey={apiKey}
            canWrite={canWrite(caller)}
            current={view?.viewid ?? null}
            query={search?.query ?? query.trim()}
            onSaved={(saved) => navigate(`/logs?view=${encodeURIComponent(saved.viewid)}`)}
          />
          <Columns columns={columns} onChange={setColumns} />
          <button type="button" className="quiet" aria-pressed={wrap} onClick={() => setWrap(!wrap)}>
            Wrap lines
          </button>
        </div>
      </search>
      {view && viewId === view.viewid && <h1 className="view-title">View: {view.name}</h1>}
      {live && (
        <div className={paused ? "live-bar paused" : "live-bar"}>
          <p role="status" aria-label="Live tail" aria-live="polite">
            {paused
              ? `Paused: ${held.length.toLocaleString()} new line${held.length === 1 ? "" : "s"} held back`
              : connected
                ? "Live: new lines appear at the top"
                : "Live: connecting…"}
            {missed > 0 && `, ${missed.toLocaleString()} missed`}
          </p>
          {paused ? (
            <button type="button" onClick={resume}>
              Resume
            </button>
          ) : (
            <button type="button" className="quiet" onClick={() => setPaused(true)}>
              Pause
            </button>
          )}
        </div>
      )}
      {liveError && (
        <p role="alert" className="error">
          {liveError}
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="summary" role="status" aria-label="Results">
        {loading
          ? "Loading…"
          : search
            ? `${lines.length.toLocaleString()} line${lines.length === 1 ? "" : "s"}, newest first, ${timeFormat.format(search.from)} – ${timeFormat.format(search.to)}`
            : ""}
      </p>
      {search && (
        <Suspense
          fallback={
            <figure className="timeline" aria-label="Timeline" aria-busy="true">
              <figcaption>Counting…</figcaption>
            </figure>
          }
        >
          <Timeline apiKey={apiKey} search={search} onZoom={zoomTo} />
        </Suspense>
      )}
      <div className="results">
        {search && <Facets apiKey={apiKey} search={search} onFilter={filterBy} />}
        <div className="results-lines">
          {search && (
            <LineList
              lines={lines}
              columns={columns}
              wrap={wrap}
              onFilter={filterBy}
              onContext={setContextOf}
            />
          )}
          {search && lines.length > 0 && (
            <button
              type="button"
              className="quiet download"
              onClick={() =>
                download(apiKey, search).catch((err) => setError(`Download failed: ${messageOf(err)}`))
              }
            >
              Download
            </button>
          )}
          {next && search && (
            <button type="button" className="more" disabled={loading} onClick={() => void load(search, next)}>
              Load older lines
            </button>
          )}
        </div>
      </div>
      {contextOf && <Context apiKey={apiKey} id={contextOf} onClose={() => setContextOf(null)} />}
    </section>
  );
}

interface LineActions {
  onFilter: (term: string) => void;
  onContext: (id: string) => void;
}

function LineList({
  lines,
  columns,
  wrap,
  onFilter,
  onContext,
}: { lines: ExportedLine[]; columns: string[]; wrap: boolean } & LineActions) {
  const scroller = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 26,
    overscan: 20,
    getItemKey: (i) => lines[i]._id,
  });

  const toggle = (id: string) =>
    setOpen((before) => {
      const after = new Set(before);
      if (after.has(id)) after.delete(id);
      else after.add(id);
      return after;
    });

  return (
    <div
      className={wrap ? "lines wrap" : "lines"}
      ref={scroller}
      role="log"
      aria-label="Lines"
      aria-live="off"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index];
          const expanded = open.has(line._id);
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="line"
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <button
                type="button"
                className="line-summary"
                aria-expanded={expanded}
                onClick={() => toggle(line._id)}
              >
                {columns.map((column) => (
                  <Cell key={column} line={line} column={column} />
                ))}
                <span className="text">{line._line}</span>
              </button>
              {expanded && <Fields line={line} onFilter={onFilter} onContext={onContext} />}
            </div>
          );
        })}
      </div>
      {lines.length === 0 && <p className="empty">No lines match.</p>}
    </div>
  );
}

/** One column of a line's summary row. */
function Cell({ line, column }: { line: ExportedLine; column: string }) {
  if (column === "time")
    return <time dateTime={new Date(line._ts).toISOString()}>{timeFormat.format(line._ts)}</time>;
  if (column === "host") return <span className="host">{line._host}</span>;
  if (column === "app") return <span className="app">{line._app}</span>;
  if (column === "level")
    return line.level ? (
      <span className={`level level-${line.level.toLowerCase()}`}>{line.level}</span>
    ) : null;
  if (!isFieldColumn(column)) return null;
  const value = columnValue(line, column);
  return (
    <span className="field-column" title={column}>
      {value}
    </span>
  );
}

/** A line's fields; a click on a value adds it to the search. */
function Fields({ line, onFilter, onContext }: { line: ExportedLine } & LineActions) {
  const { own, meta } = splitLine(line);
  return (
    <div className="fields">
      <p className="full-line">{line._line}</p>
      <button type="button" className="quiet" onClick={() => onContext(line._id)}>
        Show context
      </button>
      <dl>
        {own.map((f) => (
          <div key={f.term} className="field-row">
            <dt>{f.field}</dt>
            <dd>
              <button
                type="button"
                className="value"
                aria-label={`Filter by ${f.field}: ${f.value}`}
                onClick={() => onFilter(f.term)}
              >
                {f.value}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {Object.keys(meta).length > 0 && (
        <section className="meta" aria-label="Meta">
          <JsonTree value={meta} onFilter={onFilter} />
        </section>
      )}
    </div>
  );
}
