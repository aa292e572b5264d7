// What the console's uPlot charts share: the theme's colours, their axes, and a chart that follows its box's
// width until it is taken down.
import uPlot from "uplot";

export const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Two axes (time, values) in the theme's muted colour with its grid lines. */
export function themedAxes(valueWidth: number): uPlot.Axis[] {
  const [muted, grid] = [cssVar("--muted"), cssVar("--line")];
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  return [axis, { ...axis, size: valueWidth }];
}

/** A chart of `height` in `el`, as wide as it; the returned function takes it down. */
export function mountChart(
  el: HTMLElement,
  height: number,
  options: Omit<uPlot.Options, "width" | "height">,
  data: uPlot.AlignedData,
): () => void {
  const plot = new uPlot({ ...options, width: el.clientWidth, height }, data, el);
  const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
  resize.observe(el);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
