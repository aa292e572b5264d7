// Nothing is accepted and then passed through: every processor of the catalog has a runtime. (A destination
// kind cannot be declared without its delivery: src/engine/kinds/define.ts.)
import { describe, expect, it } from "vitest";
import { allNodeKinds } from "../../src/engine/kinds";
import { processorFactories } from "../../src/engine/processors";
import { MINIMAL_PROCESSOR_CONFIG } from "../nodes/fixtures";

// Run elsewhere: the throttle by its Durable Object (live) or a throw-away instance (simulation), and a
// processor group by being expanded into its processors before the run.
const runElsewhere = new Set(["throttle", "processor-group"]);

describe("the catalog only offers kinds that run", () => {
  it("has a processor for every processor kind", () => {
    const missing = allNodeKinds
      .filter((k) => k.kind === "processor" && !runElsewhere.has(k.type))
      .filter((k) => !processorFactories[k.type]);
    expect(missing.map((k) => k.type)).toEqual([]);
  });

  it("builds every processor from its kind's minimal configuration", async () => {
    for (const kind of allNodeKinds.filter((k) => k.kind === "processor" && !runElsewhere.has(k.type))) {
      const parsed = kind.config.safeParse(MINIMAL_PROCESSOR_CONFIG[kind.type]);
      expect(parsed.success, `${kind.type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const processor = await processorFactories[kind.type](parsed.data as Record<string, unknown>);
      expect(typeof processor.process, kind.type).toBe("function");
    }
  });
});
