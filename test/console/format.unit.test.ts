// How the console writes sizes.
import { describe, expect, it } from "vitest";
import { formatBytes } from "../../console/src/format";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1536, "1.50 KB"],
    [12.3 * 1024 * 1024, "12.3 MB"],
    [5 * 1024 ** 4, "5.00 TB"],
    [3 * 1024 ** 5, "3072.0 TB"],
  ])("%d bytes are %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
