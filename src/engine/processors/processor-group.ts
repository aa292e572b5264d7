// `processor-group`: a reusable chain stored as a processor group (POST /v3/pipeline/processor-group). It has
// no processor of its own: the runner inlines the group's processors in place of the node
// (src/engine/processor-groups.ts `expandProcessorGroups`), so the kind declares no `create`.
import { z } from "zod";
import { defineProcessor } from "../kinds/define";

export const processorGroupKind = defineProcessor({
  type: "processor-group",
  title: "Processor group",
  description: "Runs a processor group: a named, reusable chain of processors",
  config: z.strictObject({
    group_id: z
      .uuid()
      .transform((id) => id.toLowerCase())
      .describe("Id of a processor group of the account"),
  }),
});
