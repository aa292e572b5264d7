// The tail object's lines: what it shows is export v1's line (exportedLine) whatever the meta holds, and its
// tests read the batch's rows as export's tests read stored lines.
import { describe, expect, it } from "vitest";
import { exportedLine, exportedLineJson } from "../../src/logstore/exported-line";
import { compileTailFilter } from "../../src/tail/filter";
import { tailBatch, tailLines } from "../../src/tail/hand-off";

const record = (over: Partial<Record<string, unknown>> = {}) => {
  const meta = (over.meta ?? null) as Record<string, unknown> | null;
  return {
    ts: 1_700_000_000_000,
    line: 'GET /x status=500 "quoted" \\ back',
    app: "checkout",
    host: "web-1",
    file: "/var/log/app.log",
    level: "ERROR",
    ip: "",
    mac: "",
    tags: [] as string[],
    size: 0,
    ...over,
    meta,
    metaJson: meta ? JSON.stringify(meta) : "",
  };
};

const metas: (Record<string, unknown> | null)[] = [
  null,
  {},
  { status: 500, nested: { a: [1, "two"] }, 'we"ird': "v\n" },
  // The line's own keys in the meta: the line's values win, as exportedLine spreads them over the meta.
  { _id: "mine", level: "x", _line: "other", keep: true },
  // Keys only the optional fields fill: kept when the line has no such field.
  { _tag: ["m"], _ip: "1.1.1.1", _mac: "m" },
  { note: 'a value that looks like a key: "_id" and "level"' },
];

describe("exportedLineJson", () => {
  it.each(metas.map((m) => [m]))("reads back as exportedLine does (meta %j)", (meta) => {
    for (const over of [{}, { tags: ["a", "b"], ip: "10.0.0.1", mac: "aa:bb" }]) {
      const r = { ...record({ meta, ...over }), id: "s.1.2" };
      expect(JSON.parse(exportedLineJson(r, r.metaJson || undefined))).toEqual(exportedLine(r));
    }
  });
});

describe("tail lines", () => {
  const groups = [
    [record({ meta: { status: 500 } }), record({ app: "api", level: "INFO" })],
    [record({ tags: ["blue"], meta: { status: 200 } })],
  ];
  // The first two lines end chunk 7 (from its index 4), the third opens chunk 8.
  const batch = tailBatch(
    "slice-a",
    [
      [7, 4, 2],
      [8, 0, 1],
    ],
    groups.flat(),
  );
  const lines = tailLines(batch);

  it("carries each line's place and shape", () => {
    expect(lines.map((l) => l.id)).toEqual(["slice-a.7.4", "slice-a.7.5", "slice-a.8.0"]);
    expect(JSON.parse(lines[0].toJSONText())).toEqual(exportedLine({ ...groups[0][0], id: "slice-a.7.4" }));
    expect(lines[1].meta).toBeNull();
    expect(lines[2].meta).toEqual({ status: 200 });
    expect(lines[0].size).toBe(groups[0][0].line.length + '{"status":500}'.length);
  });

  it("shows a line as export does whatever its meta holds (its own keys, a leading underscore, not an object)", () => {
    for (const meta of [{ _x: 1, level: "w" }, { path: "_next/x" }, { a: 1 }]) {
      const records = [record({ meta, tags: ["t"] })];
      const [line] = tailLines(tailBatch("s", [[3, 0, 1]], records));
      expect(JSON.parse(line.toJSONText())).toEqual(exportedLine({ ...records[0], id: "s.3.0" }));
      expect(JSON.parse(line.toJSONText())._id).toBe("s.3.0");
    }
    const dated = { ...record(), metaJson: '"2026-11-27T10:00:00.000Z"', meta: "x" as never };
    const [line] = tailLines(tailBatch("s", [[1, 0, 1]], [dated]));
    expect(() => JSON.parse(line.toJSONText())).not.toThrow();
  });

  it("tests meta, fields and tags as export's query does", () => {
    const id = { keyId: "k", accessScopes: null };
    const filter = { q: null, hosts: [], apps: [], levels: [], tags: [] };
    const pick = (over: object) => {
      const test = compileTailFilter({ ...filter, ...over }, id);
      return lines.filter(test).map((l) => l.id);
    };
    expect(pick({ q: "meta.status:500" })).toEqual(["slice-a.7.4"]);
    expect(pick({ apps: ["api"] })).toEqual(["slice-a.7.5"]);
    expect(pick({ tags: ["blue"] })).toEqual(["slice-a.8.0"]);
    expect(pick({ levels: ["INFO"], q: "status" })).toEqual(["slice-a.7.5"]);
  });

  it("travels as columns, each shared value once, and reads back as it was", () => {
    expect(batch.strings.filter((v) => v === "checkout")).toHaveLength(1);
    expect(batch.strings).toContain('["blue"]');
    expect(batch.meta).toEqual(['{"status":500}', null, '{"status":200}']);
    const copy = structuredClone(batch);
    expect(copy).toEqual(batch);
    expect(tailLines(copy).map((l) => [l.ts, l.line, l.app, l.host, l.level, l.tags, l.meta])).toEqual(
      groups.flat().map((r) => [r.ts, r.line, r.app, r.host, r.level, r.tags, r.meta]),
    );
  });
});
