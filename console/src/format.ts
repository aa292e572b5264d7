// How the console writes sizes.

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** Bytes in binary units: "512 B", "1.50 KB", "12.3 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 2 : 1)} ${UNITS[unit]}`;
}
