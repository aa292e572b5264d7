// Regression: two replays of the same dead letters made at the same time both queued them: the destination got
// the batch twice, delivered_events counts it twice, and the dead-letter count is decremented twice.
//
// What happened before the fix: replayDeadLetters (src/delivery/dead-letters.ts, ~lines 66-118) reads the dead letters not
// being replayed (replayed_at null), sends them, and only then sets replayed_at: a second call that reads
// before the first writes takes the same rows. Each call keys its copies `replay:${id}:${now}` (its own
// `now`), so the ledger sees two different batches and delivers both (the copies usually arrive in one
// consumer batch, before the first copy's delivery removes the dead letter's object).
// What happens now: a dead letter is queued by one replay at a time: claim the rows atomically (UPDATE ...
// SET replayed_at = now WHERE replayed_at IS NULL ... RETURNING) before sending, and/or key a replay by the
// dead letter alone so copies dedupe. The second call answers {batches: 0, events: 0}; the events are
// delivered once.
import { beforeAll, describe, expect, it } from "vitest";
import { receivedAt, receivedWhen } from "../receiver-client";
import { type Api, newApi, pipelineTo, send, status, taken, waitStatus } from "./support";

let api: Api;
beforeAll(async () => {
  api = (await newApi("review-replay-twice")).api;
});

describe("replaying dead letters", () => {
  it("two replays at once deliver a dead letter once", async () => {
    const path = `/refuse-1/${crypto.randomUUID()}`;
    const { pipeline, source, sinks, key } = await pipelineTo(api, [path]);
    expect((await send(source, key, '{"n":1}\n{"n":2}')).status).toBe(200);
    await waitStatus(api, pipeline, sinks[0], (s) => s.dead_letter_events === 2);
    const replay = `/v3/pipeline/${pipeline}/sink/${sinks[0]}/dead-letter/replay`;
    const [a, b] = await Promise.all([api.post(replay, {}), api.post(replay, {})]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await receivedWhen(path, (r) => taken(r).length >= 2, { settleMs: 1500 });
    expect(taken(await receivedAt(path))).toEqual(['{"n":1}', '{"n":2}']);
    expect(await status(api, pipeline, sinks[0])).toMatchObject({
      delivered_events: 2,
      dead_letter_events: 0,
    });
    // One replay queued the batch; the other found it being replayed.
    expect([a.body.data.batches, b.body.data.batches].sort()).toEqual([0, 1]);
  });
});
