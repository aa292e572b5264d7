// Nothing is accepted and then passed through: every processor of the catalog runs. (A destination kind cannot
// be declared without its delivery: src/engine/kinds/define.ts.)
import { describe, expect, it } from "vitest";
import { newEvent } from "../../src/engine/events";
import { allNodeKinds } from "../../src/engine/kinds";
import type { ProcessorKind } from "../../src/engine/kinds/define";
import { MINIMAL_PROCESSOR_CONFIG } from "../nodes/fixtures";

// Run elsewhere: the throttle by its Durable Object (live) or a throw-away instance (simulation), and a
// processor group by being expanded into its processors before the run.
const runElsewhere = new Set(["throttle", "processor-group"]);

describe("the catalog only offers kinds that run", () => {
  it("builds every processor from its kind's minimal configuration, and it processes an event", async () => {
    const processors = allNodeKinds.filter((k): k is ProcessorKind => k.kind === "processor");
    expect(processors.filter((k) => !k.create).map((k) => k.type)).toEqual([...runElsewhere]);
    for (const kind of processors) {
      if (!kind.create) continue;
      const parsed = kind.config.safeParse(MINIMAL_PROCESSOR_CONFIG[kind.type]);
      expect(parsed.success, `${kind.type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const processor = await kind.create(parsed.data as Record<string, unknown>);
      // The QuickJS sandbox loads in workerd only (test/live-ingest/js-script.test.ts runs scripts).
      if (kind.type === "js-script") continue;
      const result = await processor.process([newEvent({ line: "x", n: 1 }, 1_700_000_000_000)], {
        now: () => 1_700_000_000_000,
      });
      const out = [...result.outputs.values()].flat().length + result.dropped.length;
      // Aggregate and reduce hold the event in an open window or group until it closes.
      expect(out, kind.type).toBeLessThanOrEqual(1);
    }
  });
});
