// Usage v1's entries as they look on the wire: a name's share of all lines ingested, in percent.
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1e6) / 1e4);

export const presentUsageShare = (name: string, lines: number, totalLines: number) => ({
  name,
  lines,
  percentage: percent(lines, totalLines),
});
