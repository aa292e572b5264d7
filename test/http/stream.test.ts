// textStream writes a body through workerd's IdentityTransformStream, and PieceWriter may fill one piece
// over and over: a piece must have reached the reader before it is written again, a producer's failure must
// cut the body short (never end it as if complete), and a reader that goes away must stop the producer.
import { describe, expect, it } from "vitest";
import { PieceWriter, textStream } from "../../src/http/stream";

/** Lines of `n` characters, numbered, through a reused PieceWriter of `pieceBytes`. */
async function* numbered(count: number, n: number, pieceBytes: number, finished?: { done: boolean }) {
  const out = new PieceWriter(pieceBytes, true);
  try {
    for (let i = 0; i < count; i++) yield* out.write(`${String(i).padStart(6, "0")}${"x".repeat(n)}\n`);
    if (out.pending > 0) yield out.take();
  } finally {
    if (finished) finished.done = true;
  }
}

const expected = (count: number, n: number) =>
  Array.from({ length: count }, (_, i) => `${String(i).padStart(6, "0")}${"x".repeat(n)}\n`).join("");

describe("textStream", () => {
  it("delivers every byte of a reused piece before it is filled again", async () => {
    // The reader keeps what each read gave it and decodes at the end: a piece filled again before the reader
    // had its bytes would show here.
    const reader = textStream(numbered(2000, 37, 256), () => {}).getReader();
    const kept: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      kept.push(value);
    }
    const whole = new Uint8Array(kept.reduce((n, k) => n + k.length, 0));
    let at = 0;
    for (const k of kept) {
      whole.set(k, at);
      at += k.length;
    }
    expect(new TextDecoder().decode(whole)).toBe(expected(2000, 37));
  });

  it("sends strings and bytes alike, and an empty body", async () => {
    async function* mixed() {
      yield "héllo ";
      yield new TextEncoder().encode("wörld");
    }
    expect(await new Response(textStream(mixed(), () => {})).text()).toBe("héllo wörld");
    async function* none() {}
    expect(await new Response(textStream(none(), () => {})).text()).toBe("");
  });

  it("cuts the body short when the producer fails, and says so", async () => {
    const errors: unknown[] = [];
    async function* failing() {
      yield "first piece\n";
      throw new Error("the store went away");
    }
    await expect(new Response(textStream(failing(), (err) => errors.push(err))).text()).rejects.toThrow();
    expect(errors.map((e) => (e as Error).message)).toEqual(["the store went away"]);
  });

  it("stops the producer when the reader goes away", async () => {
    const finished = { done: false };
    const errors: unknown[] = [];
    const reader = textStream(numbered(1_000_000, 100, 1024, finished), (err) =>
      errors.push(err),
    ).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel("gone");
    for (let i = 0; i < 50 && !finished.done; i++) await new Promise((r) => setTimeout(r, 10));
    expect(finished.done).toBe(true);
    expect(errors).toEqual([]);
  });
});
