// One board graph, drawn from its data (GET /v1/config/board/{id}/graph/{index}/data): line, area and bar
// (and histogram) as a time chart (uPlot; several series of bars or areas stacked, their own values in the
// legend), pie as slices of each group's total, table as rows, counter as one number. A click on a bucket (or
// a slice, a row) opens the log viewer on the graph's lines there. The values are also a table under `Data`.
import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { useLocation } from "wouter";
import { Alert } from "../Alert";
import { mountChart, themedAxes } from "../chart";
import { useRead } from "../use-read";
import { type BoardGraph, describeGraph, type GraphData, graphSearch } from "./graph-types";

const PALETTE = ["#0a58ca", "#1a7f37", "#bf8700", "#cf222e", "#8250df", "#1b7c83", "#bc4c00", "#57606a"];
const HEIGHT = 220;

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const groupName = (g: string | null) => g ?? "(none)";

export default function Graph({
  apiKey,
  boardId,
  index,
  graph,
}: {
  apiKey: string;
  boardId: string;
  index: number;
  graph: BoardGraph;
}) {
  const { data, error } = useRead<GraphData>(
    apiKey,
    `/v1/config/board/${encodeURIComponent(boardId)}/graph/${index}/data`,
  );
  const [, navigate] = useLocation();
  const title = graph.title ?? describeGraph(graph);

  /** The log viewer on the graph's lines of [from, to], of one group when given. */
  const openLines = (from: number, to: number, group?: string | null) => {
    const params = new URLSearchParams({
      query: graphSearch(graph, group),
      from: String(from),
      to: String(to),
    });
    navigate(`/logs?${params}`);
  };

  return (
    <figure className="graph" aria-label={title} aria-busy={!data && !error}>
      <figcaption>
        <strong>{title}</strong>
        <span className="hint">
          {describeGraph(graph)} · {graph.timeframe}
          {data?.truncated && " · partial: more lines matched than a graph reads"}
        </span>
      </figcaption>
      <Alert message={error} />
      {!data && !error && <p className="hint">Loading…</p>}
      {data && <Drawing graph={graph} data={data} openLines={openLines} />}
      {data && <DataTable data={data} open={graph.type === "table"} />}
    </figure>
  );
}

type Open = (from: number, to: number, group?: string | null) => void;

function Drawing({ graph, data, openLines }: { graph: BoardGraph; data: GraphData; openLines: Open }) {
  if (graph.type === "counter") {
    const values = data.series.map((s) => s.total ?? 0);
    return (
      <button type="button" className="counter" onClick={() => openLines(data.from, data.to)}>
        {number.format(data.series.length === 1 ? values[0] : values.reduce((a, b) => a + b, 0))}
      </button>
    );
  }
  if (graph.type === "pie") return <Pie data={data} openLines={openLines} />;
  if (graph.type === "table") return null; // the data table is the graph
  return <TimeChart graph={graph} data={data} openLines={openLines} />;
}

function TimeChart({ graph, data, openLines }: { graph: BoardGraph; data: GraphData; openLines: Open }) {
  const box = useRef<HTMLDivElement>(null);
  const open = useRef(openLines);
  open.current = openLines;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = data.series[0]?.points.map((p) => p.ts) ?? [];
    const raw = data.series.map((s) => s.points.map((p) => p.value));
    const bars = graph.type === "bar" || graph.type === "histogram";
    const stacked = (bars || graph.type === "area") && raw.length > 1;
    // Stacked: each series drawn on top of the ones before it (the legend still says its own value).
    const drawn = stacked
      ? raw.map((_, si) =>
          xs.map((_, i) => raw.slice(0, si + 1).reduce<number>((sum, s) => sum + (s[i] ?? 0), 0)),
        )
      : raw;
    // A stack's top first: each series is painted over the ones above it.
    const order = raw.map((_, si) => si);
    if (stacked) order.reverse();
    return mountChart(
      el,
      HEIGHT,
      {
        ms: 1,
        cursor: { points: { show: !bars } },
        scales: { x: { time: true, range: [data.from, data.to] } },
        axes: themedAxes(56),
        series: [
          {},
          ...order.map((si) => {
            const s = data.series[si];
            const color = PALETTE[si % PALETTE.length];
            return {
              label: groupName(s.group),
              stroke: color,
              width: bars ? 0 : 2,
              fill: bars || graph.type === "area" ? `${color}aa` : undefined,
              points: { show: false },
              value: (_u: uPlot, _v: number, _si: number, i: number | null) =>
                i === null || raw[si][i] === null ? "–" : number.format(raw[si][i] as number),
              ...(bars && { paths: uPlot.paths.bars?.({ size: [0.8, 48], align: 1 }) }),
            };
          }),
        ],
        hooks: {
          ready: [
            (u) =>
              u.over.addEventListener("click", () => {
                const i = u.cursor.idx;
                if (i === null || i === undefined) return;
                open.current(xs[i], xs[i] + data.interval_ms - 1);
              }),
          ],
        },
      },
      [xs, ...order.map((si) => drawn[si])] as uPlot.AlignedData,
    );
  }, [graph.type, data]);

  return <div className="graph-chart" ref={box} />;
}

function Pie({ data, openLines }: { data: GraphData; openLines: Open }) {
  const slices = data.series.filter((s) => (s.total ?? 0) > 0);
  const sum = slices.reduce((n, s) => n + (s.total ?? 0), 0);
  let angle = -Math.PI / 2;
  const point = (a: number) => `${100 + 90 * Math.cos(a)} ${100 + 90 * Math.sin(a)}`;
  return (
    <div className="pie">
      <svg viewBox="0 0 200 200" width="200" height="200" aria-hidden="true">
        {slices.map((s, i) => {
          const share = (s.total ?? 0) / sum;
          const start = angle;
          angle += share * 2 * Math.PI;
          const color = PALETTE[i % PALETTE.length];
          if (share >= 0.9999)
            return <circle key={groupName(s.group)} cx="100" cy="100" r="90" fill={color} />;
          const large = share > 0.5 ? 1 : 0;
          return (
            <path
              key={groupName(s.group)}
              d={`M100 100 L${point(start)} A90 90 0 ${large} 1 ${point(angle)} Z`}
              fill={color}
            />
          );
        })}
      </svg>
      <ul className="legend">
        {slices.map((s, i) => (
          <li key={groupName(s.group)}>
            <span className="swatch" style={{ background: PALETTE[i % PALETTE.length] }} />
            <button type="button" className="value" onClick={() => openLines(data.from, data.to, s.group)}>
              {groupName(s.group)}
            </button>
            <span className="count">
              {number.format(s.total ?? 0)} ({Math.round(((s.total ?? 0) / sum) * 100)}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DataTable({ data, open }: { data: GraphData; open: boolean }) {
  return (
    <details className="graph-data" open={open}>
      <summary>Data</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{data.group_by ?? "Series"}</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {data.series.map((s) => (
            <tr key={groupName(s.group)}>
              <th scope="row">{groupName(s.group)}</th>
              <td>{s.total === null ? "–" : number.format(s.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
