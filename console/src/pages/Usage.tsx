// Usage: what the account stored over a period of UTC days: lines and bytes in total and per day (GET
// /v2/usage, a day at a time), and the apps, hosts and tags that stored the most (GET /v2/usage/{kind}). A key
// with access scopes sees the usage of the lines in its scope, as the API answers it. Below, the usage alerts
// of the account's pipelines (usage/UsageAlerts.tsx).
import { useState } from "react";
import { Alert } from "../Alert";
import { apiJson } from "../api";
import { type Caller, canWrite } from "../caller";
import { formatBytes } from "../format";
import { UsageAlerts } from "../usage/UsageAlerts";
import { useLoad } from "../use-read";

interface Totals {
  bytes: number;
  lines: number;
}
interface Entry extends Totals {
  name: string;
}

const DAY = 86_400_000;
const PERIODS = [
  { label: "Last 7 days", days: 7 },
  { label: "Last 30 days", days: 30 },
];
const KINDS = [
  { kind: "apps", title: "Apps" },
  { kind: "hosts", title: "Hosts" },
  { kind: "tags", title: "Tags" },
] as const;
const TOP = 10;

const dayName = (start: number) => new Date(start).toISOString().slice(0, 10);
const seconds = (ms: number) => String(Math.floor(ms / 1000));

interface UsageData {
  total: Totals;
  days: { day: number; totals: Totals }[];
  top: Record<(typeof KINDS)[number]["kind"], Entry[]>;
}

async function readUsage(apiKey: string, days: number): Promise<UsageData> {
  const today = Math.floor(Date.now() / DAY) * DAY;
  const first = today - (days - 1) * DAY;
  const period = `from=${seconds(first)}&to=${seconds(today)}`;
  const dayStarts = Array.from({ length: days }, (_, i) => first + i * DAY);
  const [total, perDay, ...tops] = await Promise.all([
    apiJson<{ results: Totals }>(apiKey, `/v2/usage?${period}`),
    Promise.all(
      dayStarts.map((d) =>
        apiJson<{ results: Totals }>(apiKey, `/v2/usage?from=${seconds(d)}&to=${seconds(d)}`),
      ),
    ),
    ...KINDS.map((k) => apiJson<{ results: Entry[] }>(apiKey, `/v2/usage/${k.kind}?${period}&limit=${TOP}`)),
  ]);
  return {
    total: total.results,
    days: dayStarts.map((day, i) => ({ day, totals: perDay[i].results })),
    top: Object.fromEntries(KINDS.map((k, i) => [k.kind, tops[i].results])) as UsageData["top"],
  };
}

export default function Usage({ apiKey, caller }: { apiKey: string; caller: Caller | null }) {
  const [days, setDays] = useState(7);
  const { data, error } = useLoad(() => readUsage(apiKey, days), `${apiKey} ${days}`);

  const most = Math.max(1, ...(data?.days.map((d) => d.totals.bytes) ?? []));
  return (
    <section className="page usage" aria-labelledby="usage-title" aria-busy={!data && !error}>
      <h1 id="usage-title">Usage</h1>
      <label htmlFor="usage-period">Period</label>
      <select id="usage-period" value={days} onChange={(e) => setDays(Number(e.target.value))}>
        {PERIODS.map((p) => (
          <option key={p.days} value={p.days}>
            {p.label}
          </option>
        ))}
      </select>
      <Alert message={error} />
      {!data && !error && <p role="status">Loading…</p>}
      {data && (
        <>
          <p className="usage-total" role="status" aria-label="Stored in the period">
            {`${formatBytes(data.total.bytes)} stored, ${data.total.lines.toLocaleString()} lines`}
          </p>
          <table className="list usage-days">
            <caption>Stored per day (UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Lines</th>
                <th scope="col">Bytes</th>
                <th scope="col">
                  <span className="visually-hidden">Share of the busiest day</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map(({ day, totals }) => (
                <tr key={day}>
                  <th scope="row">{dayName(day)}</th>
                  <td>{totals.lines.toLocaleString()}</td>
                  <td>{formatBytes(totals.bytes)}</td>
                  <td className="bar-cell">
                    <span className="bar" style={{ width: `${(totals.bytes / most) * 100}%` }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="usage-tops">
            {KINDS.map(({ kind, title }) => (
              <table key={kind} className="list">
                <caption>{`${title} that stored the most`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{title.slice(0, -1)}</th>
                    <th scope="col">Lines</th>
                    <th scope="col">Bytes</th>
                  </tr>
                </thead>
                <tbody>
                  {data.top[kind].length === 0 && (
                    <tr>
                      <td colSpan={3} className="hint">
                        None
                      </td>
                    </tr>
                  )}
                  {data.top[kind].map((e) => (
                    <tr key={e.name}>
                      <th scope="row">{e.name}</th>
                      <td>{e.lines.toLocaleString()}</td>
                      <td>{formatBytes(e.bytes)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </>
      )}
      <UsageAlerts apiKey={apiKey} writer={canWrite(caller)} />
    </section>
  );
}
