// What the log viewer's parts share: a line as export gives it, and the search they all show.

export interface ExportedLine {
  _id: string;
  _ts: number;
  _line: string;
  _app?: string;
  _host?: string;
  level?: string;
  [field: string]: unknown;
}

/** The search shown: a query over a time range (ms). */
export interface Search {
  query: string;
  from: number;
  to: number;
}

/** The search as the API's query parameters (export, timeline, top values). */
export const searchParams = (s: Search) => {
  const params = new URLSearchParams({ from: String(s.from), to: String(s.to) });
  if (s.query) params.set("query", s.query);
  return params;
};

/** How the viewer writes a time. */
export const timeFormat = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
