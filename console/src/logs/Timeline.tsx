// The timeline: the search's matching lines per time bucket (GET /v1/timeline) as bars, drawn with uPlot.
// Dragging across it zooms the search to the range dragged; `Zoom out` doubles the range around its middle.
// Loaded with the log viewer but in its own chunk, uPlot with it.
import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { apiJson } from "../api";
import { cssVar, mountChart, themedAxes } from "../chart";
import { useLoad } from "../use-read";
import { type Search, searchParams, timeFormat } from "./search";

interface TimelineAnswer {
  from: number;
  to: number;
  interval: number;
  buckets: { ts: number; lines: number }[];
  total: number;
  complete: boolean;
  complete_from: number;
}

const HEIGHT = 120;
/** Pixels a bucket gets, about: the chart asks for as many buckets as fit. */
const BUCKET_PX = 8;

function widthText(ms: number) {
  for (const [unit, size] of [
    ["day", 86_400_000],
    ["hour", 3_600_000],
    ["minute", 60_000],
    ["second", 1000],
  ] as const)
    if (ms % size === 0) return ms === size ? `1 ${unit}` : `${ms / size} ${unit}s`;
  return `${ms} ms`;
}

export default function Timeline({
  apiKey,
  search,
  onZoom,
}: {
  apiKey: string;
  search: Search;
  onZoom: (from: number, to: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const zoom = useRef(onZoom);
  zoom.current = onZoom;
  // About one bucket per BUCKET_PX of the chart's width.
  const { data, error } = useLoad(
    () => {
      const width = box.current?.clientWidth ?? 800;
      const params = searchParams(search);
      params.set("buckets", String(Math.max(10, Math.min(1000, Math.floor(width / BUCKET_PX)))));
      return apiJson<TimelineAnswer>(apiKey, `/v1/timeline?${params}`);
    },
    `${apiKey} ${JSON.stringify(search)}`,
  );

  useEffect(() => {
    const el = box.current;
    if (!el || !data) return;
    const xs = data.buckets.map((b) => b.ts);
    const ys = data.buckets.map((b) => b.lines);
    const accent = cssVar("--accent");
    return mountChart(
      el,
      HEIGHT,
      {
        ms: 1,
        legend: { show: false },
        cursor: { drag: { x: true, y: false }, points: { show: false } },
        // Whole buckets: the last one drawn to its end, not cut at `to`.
        scales: {
          x: { time: true, range: [xs[0] ?? data.from, (xs[xs.length - 1] ?? data.to) + data.interval] },
          y: { range: (_u, _min, max) => [0, max || 1] },
        },
        axes: themedAxes(48),
        series: [
          {},
          {
            label: "Lines",
            stroke: accent,
            fill: `${accent}99`,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.9, 64], align: 1 }),
          },
        ],
        hooks: {
          setSelect: [
            (u) => {
              if (u.select.width < 2) return;
              const from = u.posToVal(u.select.left, "x");
              const to = u.posToVal(u.select.left + u.select.width, "x");
              u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
              zoom.current(Math.max(data.from, from), Math.min(data.to, to));
            },
          ],
        },
      },
      [xs, ys],
    );
  }, [data]);

  const span = search.to - search.from;
  return (
    <figure className="timeline" aria-label="Timeline" aria-busy={!data && !error}>
      <div className="timeline-chart" ref={box} />
      <figcaption>
        {error ? (
          <span role="alert" className="error">
            Timeline: {error}
          </span>
        ) : data ? (
          <>
            {`${data.total.toLocaleString()} matching line${data.total === 1 ? "" : "s"}, ${widthText(data.interval)} a bar`}
            {!data.complete &&
              ` (counted from ${timeFormat.format(data.complete_from)} on: the range holds more than one request counts)`}
            . Drag across the chart to zoom in.
          </>
        ) : (
          "Counting…"
        )}
        <button
          type="button"
          className="quiet"
          onClick={() => onZoom(search.from - span / 2, Math.min(Date.now(), search.to + span / 2))}
        >
          Zoom out
        </button>
      </figcaption>
    </figure>
  );
}
