// A tail connection's outbox and the account's share of lines per flush (src/tail/outbox.ts).
import { describe, expect, it } from "vitest";
import { fairShares, newOutboxState, Outbox, TAIL_LIMITS } from "../../src/tail/outbox";

const outbox = () => new Outbox<number>(newOutboxState(), (n) => String(n));
const linesOf = (messages: string[]) =>
  messages.map((m) => JSON.parse(m)).flatMap((m) => (m.e === "l" ? (m.p as number[]) : []));

describe("fairShares", () => {
  it("gives small demands in full and splits the rest evenly, never more than the budget", () => {
    expect(fairShares([10, 2_000, 2_000], 1_000)).toEqual([10, 495, 495]);
    expect(fairShares([100, 200], 1_000)).toEqual([100, 200]);
    expect(fairShares([2_000, 2_000, 2_000], 4_000)).toEqual([1_333, 1_333, 1_334]);
    expect(fairShares([], 4_000)).toEqual([]);
    expect(fairShares([0, 5], 4)).toEqual([0, 4]);
  });
});

describe("Outbox.drain with an allowance", () => {
  it("sends a client that does not acknowledge its newest lines and counts the older ones dropped", () => {
    const box = outbox();
    for (let i = 0; i < 10; i++) box.push(i, 1);
    expect(box.wanted).toBe(10);
    const messages = box.drain(4);
    expect(JSON.parse(messages[0])).toEqual({ e: "meta", dropped: 6 });
    expect(linesOf(messages)).toEqual([6, 7, 8, 9]);
    expect(box.size).toBe(0);
  });

  it("keeps an acknowledging client's lines for the next flush", () => {
    const box = outbox();
    box.ack(0);
    for (let i = 0; i < 10; i++) box.push(i, 1);
    expect(linesOf(box.drain(4))).toEqual([0, 1, 2, 3]);
    expect(box.size).toBe(6);
    expect(box.wanted).toBe(6);
    expect(linesOf(box.drain())).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it("still tells a loss when it may send no line", () => {
    const box = outbox();
    for (let i = 0; i < TAIL_LIMITS.bufferLines + 3; i++) box.push(i, 1);
    box.drain(TAIL_LIMITS.bufferLines);
    const messages = box.drain(0);
    expect(messages).toEqual([]);
    box.push(1, 1);
    expect(box.drain(0)).toEqual([JSON.stringify({ e: "meta", dropped: 1 })]);
  });
});
