// Decompression bombs stay harmless (src/lib/decompress.ts and the kafka source's codecs): a few bytes that
// expand past the path's bound stop at the bound with DecompressedTooLarge, for gzip, zstd, snappy (bare and
// xerial-framed) and LZ4; zstd reads every frame of a stream, skippable frames left out. End to end, an s3
// source steps past a zstd object that would expand to 80 MiB, says so in its pull-status, and reads the
// objects after it.

import { env } from "cloudflare:test";
import { gzipSync } from "node:zlib";
import { compress as snappy } from "snappyjs";
import { describe, expect, it } from "vitest";
import { DecompressedTooLarge, gunzipBounded, zstdCompress, zstdDecompress } from "../../src/lib/decompress";
import { lz4FrameDecode, unsnappy } from "../../src/pull/kafka/records";
import { lz4Frame, snappyXerial } from "../../src/vendors/kafka/codecs";
import {
  AWS_AUTH,
  fileAccountClient,
  httpSink,
  publishedPullPipeline,
  pullObject,
  putObject,
  receivedEvents,
} from "./helpers";

const MiB = 1024 * 1024;
const zeros = (bytes: number) => new Uint8Array(bytes);
const text = (s: string) => new TextEncoder().encode(s);
const tooLarge = (work: () => unknown, maxBytes: number) => {
  expect(work).toThrow(DecompressedTooLarge);
  expect(work).toThrow(`it decompresses to more than ${maxBytes / MiB} MiB`);
};

describe("every codec stops at its bound", () => {
  it("gzip", () => {
    const bomb = new Uint8Array(gzipSync(zeros(10 * MiB)));
    expect(bomb.length).toBeLessThan(20_000);
    tooLarge(() => gunzipBounded(bomb, MiB), MiB);
    expect(gunzipBounded(bomb, 10 * MiB)).toHaveLength(10 * MiB);
  });

  it("zstd, every frame, skippable frames left out", () => {
    const bomb = zstdCompress(zeros(10 * MiB), 3);
    expect(bomb.length).toBeLessThan(2_000);
    tooLarge(() => zstdDecompress(bomb, MiB), MiB);
    // Frames past the bound together: each is within it, all of them are not.
    const half = zstdCompress(zeros(MiB / 2 + 1), 3);
    tooLarge(() => zstdDecompress(new Uint8Array([...half, ...half]), MiB), MiB);
    const skippable = new Uint8Array([0x50, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 1, 2, 3]);
    const stream = new Uint8Array([
      ...zstdCompress(text("one\n"), 3),
      ...skippable,
      ...zstdCompress(text("two\n"), 19),
    ]);
    expect(new TextDecoder().decode(zstdDecompress(stream, MiB))).toBe("one\ntwo\n");
    expect(() => zstdDecompress(stream.subarray(0, stream.length - 3), MiB)).toThrow(/ends inside a frame/);
    expect(() => zstdDecompress(text("not zstd"), MiB)).toThrow(/not a zstd frame/);
  });

  it("snappy, bare and in the Java client's framing", () => {
    tooLarge(() => unsnappy(snappy(zeros(10 * MiB)), MiB), MiB);
    const framed = snappyXerial(zeros(10 * MiB)); // 320 blocks of 32 KiB, each within the bound
    tooLarge(() => unsnappy(framed, MiB), MiB);
    expect(unsnappy(framed, 10 * MiB)).toHaveLength(10 * MiB);
  });

  it("LZ4 frames", () => {
    tooLarge(() => lz4FrameDecode(lz4Frame(zeros(10 * MiB)), MiB), MiB);
    expect(lz4FrameDecode(lz4Frame(zeros(MiB)), MiB)).toHaveLength(MiB);
  });
});

describe("an s3 source meeting a bomb", () => {
  const api = fileAccountClient("pull-bombs");

  it("steps past it, says so in its status, and reads the objects after it", async () => {
    await putObject("bombs", "in/1.log", "before the bomb\n");
    await putObject("bombs", "in/2.log.zst", zstdCompress(zeros(80 * MiB), 19));
    await putObject("bombs", "in/3.log", "after the bomb\n");
    const path = "/pull/s3-bombs/";
    const { p, source } = await publishedPullPipeline(
      api,
      {
        type: "s3",
        user_config: {
          bucket: "bombs",
          prefix: "in/",
          region: "us-east-1",
          auth: AWS_AUTH,
          endpoint: `${env.RECEIVER_URL}/_s3`,
        },
      },
      httpSink(path),
    );
    await pullObject(p, source).tick();
    expect((await receivedEvents(path, 2)).flat()).toEqual([
      { line: "before the bomb" },
      { line: "after the bomb" },
    ]);
    const status = (await api.get(`/v3/pipeline/${p}/source/${source}/pull-status`)).body.data;
    expect(status).toMatchObject({ events_pulled: 2, last_error: null });
    expect((status.warnings as { message: string }[]).map((w) => w.message)).toEqual([
      "skipped s3://bombs/in/2.log.zst: it decompresses to more than 64 MiB (the most this path takes)",
    ]);
  });
});
