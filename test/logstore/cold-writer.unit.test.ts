// The cold object is a pure function of the slice's tables (src/logstore/cold-writer.ts): a move cut after any
// part, its state saved and read back, makes the same bytes as a move in one go. Here with tiny parts, so that
// cuts fall inside every section (bodies, filters, pages, the needle section, the top index), and the needle
// section read back is the slice's groups as bit planes (a column per group, tiled).
import { describe, expect, it } from "vitest";
import { bytesOfHex, concatBytes } from "../../src/lib/bytes";
import { gunzip } from "../../src/logstore/chunk";
import { FOOTER, type Top } from "../../src/logstore/cold";
import { type ColdTable, type FreezeState, freezeStep, newFreezeState } from "../../src/logstore/cold-writer";
import type { NeedleColumn } from "../../src/logstore/needle-groups";
import { type ColumnWindow, periodLayoutFromBytes, stripeWindow } from "../../src/logstore/summary";

/** A slice of 40 chunks and three needle groups of 4, 8 and 8 blocks: the same one every call. */
function table(firstGroupEnd = 13): ColdTable {
  let seed = 29;
  const int = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return Math.floor((seed / 2 ** 32) * n);
  };
  const bytesOf = (n: number) => Uint8Array.from({ length: n }, () => int(256));
  const chunks = Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    body: bytesOf(30 + int(90)),
    bloom: bytesOf(16),
  }));
  const groups = [4, 8, 8].map((blocks, g) => ({
    id: g,
    firstChunk: g === 0 ? 1 : g === 1 ? firstGroupEnd + 1 : 27,
    lastChunk: g === 0 ? firstGroupEnd : g === 1 ? 26 : 40,
    blocks,
    words: Uint32Array.from({ length: blocks * 2 }, () => int(2 ** 32)),
  }));
  return {
    rows: (after, limit) =>
      chunks
        .filter((c) => c.id > after)
        .slice(0, limit)
        .map((c) => ({
          id: c.id,
          tsMin: c.id * 1000,
          tsMax: c.id * 1000 + 999,
          lines: 2,
          rawBytes: 100,
          storedAt: c.id,
          apps: ["api"],
          hosts: null,
          levels: null,
          arrivals: null,
          bodyLength: c.body.length,
          bloomLength: c.bloom.length,
        })),
    body: (id) => chunks[id - 1].body,
    bloom: (id) => chunks[id - 1].bloom,
    needleColumns: (): NeedleColumn[] =>
      groups.map((g) => ({
        id: g.id,
        firstChunk: g.firstChunk,
        lastChunk: g.lastChunk,
        blocks: g.blocks,
        bytes: 16 + g.blocks * 8,
      })),
    needleStripe: (columns, from, stripe) =>
      columns.map((c) => {
        const g = groups[c.id];
        const first = g.blocks >= stripe ? from % g.blocks : 0;
        const words = g.words.slice(first * 2, (first + Math.min(g.blocks, stripe)) * 2);
        return stripeWindow(new Uint8Array(words.buffer), g.blocks, from, stripe) as ColumnWindow;
      }),
  };
}

/** An R2 bucket of multipart uploads only, in memory: the object is its parts joined in order. */
function bucket() {
  const uploads = new Map<string, Map<number, Uint8Array>>();
  const objects = new Map<string, Uint8Array>();
  const upload = (key: string, uploadId: string) => ({
    uploadId,
    uploadPart: async (n: number, bytes: Uint8Array) => {
      uploads.get(uploadId)?.set(n, bytes.slice());
      return { partNumber: n, etag: `${n}` };
    },
    complete: async (parts: { partNumber: number }[]) => {
      const got = uploads.get(uploadId) as Map<number, Uint8Array>;
      objects.set(key, concatBytes(parts.map((p) => got.get(p.partNumber) as Uint8Array)));
    },
  });
  const r2 = {
    createMultipartUpload: async (key: string) => {
      const id = `u${uploads.size}`;
      uploads.set(id, new Map());
      return upload(key, id);
    },
    resumeMultipartUpload: (key: string, id: string) => upload(key, id),
  } as unknown as R2Bucket;
  return { r2, objects };
}

async function move(partBytes: number, maxParts: number): Promise<{ object: Uint8Array; steps: number }> {
  const { r2, objects } = bucket();
  const slice = table();
  const identity = { accountId: "a", slice: "1.1.0.0", bucketStart: 0, bucketHours: 1, shard: 0, gen: 0 };
  const bodyBytes = slice.rows(0, 100).reduce((n, r) => n + r.bodyLength, 0);
  let saved = JSON.stringify(newFreezeState("k", identity as never, 1000, bodyBytes, 8));
  let steps = 0;
  for (;;) {
    if (++steps > 5000) throw new Error("the move does not end");
    // Read back from what was saved, as a slice restarted between steps does.
    const state = JSON.parse(saved) as FreezeState;
    const step = await freezeStep(r2, slice, state, (s) => (saved = JSON.stringify(s)), partBytes, maxParts);
    if (step.status === "done") return { object: objects.get("k") as Uint8Array, steps };
  }
}

describe("the cold object's writer", () => {
  it("makes the same bytes cut after every part as in one go, and a needle section of the groups' planes", async () => {
    const whole = await move(1 << 20, 1000);
    expect(whole.steps).toBe(1);
    const cut = await move(97, 1);
    expect(cut.steps).toBeGreaterThan(whole.object.length / 97);
    expect(cut.object).toEqual(whole.object);
    const object = whole.object;
    const view = new DataView(object.buffer, object.byteOffset + object.length - FOOTER);
    const at = Number(view.getBigUint64(4, true));
    const top = JSON.parse(
      new TextDecoder().decode(await gunzip(object.subarray(at, at + view.getUint32(12, true)))),
    ) as Top;
    const needles = top.needles as NonNullable<Top["needles"]>;
    expect(needles.chunks).toEqual([
      [1, 13],
      [14, 26],
      [27, 40],
    ]);
    const layout = periodLayoutFromBytes(bytesOfHex(needles.header));
    expect(layout).toMatchObject({ columns: 3, blocks: 8 });
    // Bit k of block b of column c is bit k of the group's block b mod its blocks.
    const section = object.subarray(needles.offset, needles.offset + 8 * 64);
    const slice = table();
    const groups = slice.needleStripe(slice.needleColumns(), 0, 8);
    for (let b = 0; b < 8; b++)
      for (let k = 0; k < 64; k++)
        for (const [c, g] of groups.entries()) {
          const at = (b & (g.blocks - 1)) - g.first;
          const bit = (g.words[at * 2 + (k >> 5)] >>> (k & 31)) & 1;
          expect((section[b * 64 + k] >>> c) & 1).toBe(bit);
        }
  });

  it("refuses to go on when the groups changed in the middle of the needle section", async () => {
    const { r2 } = bucket();
    const slice = table();
    const identity = { accountId: "a", slice: "1.1.0.0", bucketStart: 0, bucketHours: 1, shard: 0, gen: 0 };
    const bodyBytes = slice.rows(0, 100).reduce((n, r) => n + r.bodyLength, 0);
    let state = newFreezeState("k", identity as never, 1000, bodyBytes, 8);
    const save = (s: FreezeState) => {
      state = JSON.parse(JSON.stringify(s));
    };
    // Parts of 97 bytes until a part ends inside the section.
    for (let n = 0; state.cursor.section !== "needles" || state.cursor.after === 0; n++) {
      expect(n).toBeLessThan(5000);
      await freezeStep(r2, slice, state, save, 97, 1);
    }
    await expect(freezeStep(r2, table(12), state, save, 97, 1)).rejects.toThrow(/needle groups changed/);
    // The same groups go on.
    expect((await freezeStep(r2, slice, state, save, 97, 1000)).status).toBe("done");
  });
});
