// Processor kinds (`transform` on the wire). `js-script` runs the client's JavaScript in a QuickJS sandbox
// (src/engine/js-sandbox.ts): the Workers runtime forbids eval, and a script must not reach the Worker.
import { z } from "zod";
import { SECRET_MASK, secretString } from "../../lib/sealed-secrets";
import { conditionSchema } from "../conditions";
import { fieldPath } from "../fields";
import { aesAlgorithm, ENCRYPTION_ALGORITHMS } from "../processors/aes-modes";
import { SCRIPT_ENTRY, scriptProblem } from "../processors/script";
import { userRegex } from "../regex";
import { outputName, shortText, UNMATCHED_OUTPUT, uniqueBy } from "./common";
import type { NodeKind } from "./define";

const fieldList = z.array(fieldPath).min(1).max(100);
const tagName = z.string().min(1).max(100);
/** Longest js-script processor script. */
const MAX_SCRIPT_CHARS = 50_000;

const parserVariants = [
  z.strictObject({ parser: z.literal("json") }),
  z.strictObject({
    parser: z.literal("key_value"),
    field_delimiter: z.string().min(1).max(8).default(" "),
    key_delimiter: z.string().min(1).max(8).default("="),
  }),
  z.strictObject({
    parser: z.literal("regex"),
    pattern: z
      .string()
      .min(1)
      .max(4096)
      .superRefine(checkParsePattern)
      .describe("RE2 syntax (linear time: no backreferences or lookaround), with a named group (?<name>...)"),
  }),
  z.strictObject({ parser: z.literal("apache_common") }),
  z.strictObject({ parser: z.literal("apache_combined") }),
  z.strictObject({ parser: z.literal("syslog") }),
] as const;

/** One parser's settings, discriminated by `parser`. */
export const parserConfig = z.discriminatedUnion("parser", [...parserVariants]);

const parsedField = {
  field: fieldPath,
  target_field: fieldPath.optional().describe("Default: replace the field"),
};
const parseConfig = z.discriminatedUnion(
  "parser",
  parserVariants.map((v) => v.extend(parsedField)) as unknown as [(typeof parserVariants)[0]],
);

/** The regex parser's pattern compiles on the linear-time engine it runs on, with a named group to fill. */
function checkParsePattern(pattern: string, ctx: z.RefinementCtx) {
  const re = userRegex(pattern);
  if (typeof re === "string") ctx.addIssue({ code: "custom", message: re });
  else if (Object.keys(re.namedGroups()).length === 0)
    ctx.addIssue({ code: "custom", message: "must have at least one named group (?<name>...)" });
}

/**
 * encrypt-fields and decrypt-fields (src/engine/processors/crypto.ts, aes-modes.ts). The algorithms: the
 * Mezmo provider's (VRL's CFB, OFB, CTR, and CBC with PKCS7, ANSIX923, ISO7816 or ISO10126 padding, each for
 * AES-128, 192 and 256) and ours (AES-128/256 GCM, AES-128/256-CBC meaning PKCS #7). The provider takes keys
 * of 16 to 32 characters; AES takes 16, 24 or 32 bytes by the algorithm's size, and Mezmo itself refuses a
 * key of another length ("must NOT have fewer than 32 characters" for AES-256): so do we, at `key`.
 */
const cryptShape = {
  field: fieldPath,
  algorithm: z.enum(ENCRYPTION_ALGORITHMS),
  // The length is checked below, where the mask (which keeps the stored key) can pass.
  key: secretString(z.string().min(1).max(32)).describe(
    "16 characters for AES-128, 24 for AES-192, 32 for AES-256",
  ),
  iv_field: fieldPath.describe("Where the initialisation vector is written (encrypt) or read (decrypt)"),
};

function checkKeyLength(c: { algorithm: string; key: string }, ctx: z.RefinementCtx) {
  const bytes = aesAlgorithm(c.algorithm)?.keyBytes;
  if (bytes !== undefined && c.key !== SECRET_MASK && c.key.length !== bytes) {
    ctx.addIssue({
      code: "custom",
      path: ["key"],
      message: `${c.algorithm} needs a key of exactly ${bytes} characters (this one has ${c.key.length})`,
    });
  }
}

const encryptFields = z
  .strictObject({
    ...cryptShape,
    encode_raw_bytes: z.boolean().default(true).describe("Base64-encode the ciphertext and the IV"),
  })
  .superRefine(checkKeyLength);

/**
 * The provider's decrypt_fields sends `decode_raw_bytes` (DecryptFieldsProcessorToModel reads it back with a
 * bare `.(bool)`); ours took `encode_raw_bytes`, as encrypt-fields does. Either is accepted (both: they must
 * agree) and answered as sent, and `decode_raw_bytes` is always answered (true when neither was sent), so a
 * node made either way imports into terraform.
 */
const decryptFields = z
  .strictObject({
    ...cryptShape,
    decode_raw_bytes: z
      .boolean()
      .optional()
      .describe("The ciphertext and the IV are Base64 text (default true); the provider's name"),
    encode_raw_bytes: z.boolean().optional().describe("Our earlier name for decode_raw_bytes"),
  })
  .superRefine((c, ctx) => {
    checkKeyLength(c, ctx);
    if (
      c.decode_raw_bytes !== undefined &&
      c.encode_raw_bytes !== undefined &&
      c.decode_raw_bytes !== c.encode_raw_bytes
    )
      ctx.addIssue({
        code: "custom",
        path: ["encode_raw_bytes"],
        message: "encode_raw_bytes is another name for decode_raw_bytes: they must agree",
      });
  })
  .transform((c) => ({ ...c, decode_raw_bytes: c.decode_raw_bytes ?? c.encode_raw_bytes ?? true }));

const processor = (
  type: string,
  title: string,
  description: string,
  config: z.ZodType,
  extra: Partial<NodeKind> = {},
): NodeKind => ({
  type,
  kind: "processor",
  title,
  description,
  config,
  ...extra,
});

/**
 * Branches that become named outputs. The wire form is Mezmo's: each branch has a `label`; its output
 * name `_output_name` is derived from the label (`Errors 5xx` → `errors_5xx`) unless the client sends
 * one back, and answered in the node's `user_config`, so a read-modify-write keeps every output id.
 */
function branches<T extends z.ZodRawShape>(shape: T, max: number) {
  return z
    .array(z.strictObject({ label: shortText, _output_name: outputName.optional(), ...shape }))
    .min(1)
    .max(max)
    .transform((items) =>
      (items as { label: string; _output_name?: string }[]).map((item) => ({
        ...item,
        _output_name: item._output_name ?? slugOf(item.label),
      })),
    )
    .superRefine(uniqueBy("_output_name"));
}

function slugOf(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "_")
    .replace(/^[_-]+|_+$/g, "")
    .slice(0, 64);
  return slug.length > 0 && slug !== UNMATCHED_OUTPUT ? slug : "output";
}

const routeConfig = z.strictObject({ conditionals: branches({ conditional: conditionSchema }, 50) });

const parseSequentiallyConfig = z.strictObject({
  field: fieldPath,
  target_field: fieldPath.optional(),
  parsers: branches({ config: parserConfig }, 20),
});

const namedOutputs = (list: string) => (config: Record<string, unknown>) => [
  ...((config[list] as { _output_name: string }[] | undefined) ?? []).map((r) => r._output_name),
  UNMATCHED_OUTPUT,
];

export const processorKinds: NodeKind[] = [
  processor(
    "aggregate",
    "Aggregate",
    "Combines events over a time window into one metric event",
    z
      .strictObject({
        window_type: z.enum(["tumbling", "sliding"]).default("tumbling"),
        interval_ms: z.number().int().min(1000).max(86_400_000),
        operation: z.enum(["count", "sum", "average", "min", "max"]),
        field: fieldPath.optional().describe("Numeric field; required unless the operation is count"),
        group_by: z.array(fieldPath).max(20).default([]),
      })
      .refine((c) => c.operation === "count" || c.field !== undefined, {
        path: ["field"],
        message: "required for this operation",
      }),
  ),
  processor(
    "compact-fields",
    "Compact fields",
    "Removes empty values from objects and arrays",
    z.strictObject({
      fields: fieldList,
      compact_array: z.boolean().default(true),
      compact_object: z.boolean().default(true),
    }),
  ),
  processor(
    "dedupe",
    "Dedupe",
    "Drops events already seen among the last N events",
    z.strictObject({
      fields: fieldList,
      number_of_events: z.number().int().min(1).max(5000).default(5000),
      comparison_type: z.enum(["Match", "Ignore"]).default("Match"),
    }),
  ),
  processor(
    "drop-fields",
    "Drop fields",
    "Removes fields from events",
    z.strictObject({ fields: fieldList }),
  ),
  processor("encrypt-fields", "Encrypt field", "Encrypts a field with AES", encryptFields),
  processor("decrypt-fields", "Decrypt field", "Decrypts a field encrypted with AES", decryptFields),
  processor(
    "event-to-metric",
    "Event to metric",
    "Turns each event into a metric event",
    z
      .strictObject({
        metric_name: z.string().regex(/^[a-zA-Z_:][a-zA-Z0-9_:]{0,127}$/, "must be a metric name"),
        metric_kind: z.enum(["absolute", "incremental"]).default("incremental"),
        metric_type: z.enum(["counter", "gauge", "set", "distribution"]),
        value_field: fieldPath.optional(),
        value_number: z.number().optional(),
        namespace: z.string().max(128).optional(),
        tags: z
          .array(z.strictObject({ name: shortText, value_field: fieldPath }))
          .max(50)
          .default([]),
      })
      .refine((c) => (c.value_field === undefined) !== (c.value_number === undefined), {
        path: ["value_field"],
        message: "give exactly one of value_field and value_number",
      }),
  ),
  processor(
    "filter",
    "Filter",
    "Keeps (allow) or removes (drop) the events that match a condition",
    z.strictObject({ action: z.enum(["allow", "drop"]).default("allow"), conditional: conditionSchema }),
  ),
  processor(
    "flatten-fields",
    "Flatten fields",
    "Flattens nested objects into one level",
    z.strictObject({
      fields: z.array(fieldPath).max(100).default([]).describe("Empty: the whole message"),
      delimiter: z.string().min(1).max(8).default("_"),
    }),
  ),
  processor(
    "js-script",
    "Script execution",
    "Runs a JavaScript function processEvent(message, metadata, timestamp, annotations) on every event",
    z.strictObject({
      script: z
        .string()
        .min(1)
        .max(MAX_SCRIPT_CHARS)
        .describe(
          `JavaScript defining function ${SCRIPT_ENTRY}(message, metadata, timestamp, annotations); it returns the new message, or null to drop the event`,
        ),
    }),
    {
      check: async (config) => {
        const problem = await scriptProblem(config.script as string);
        return problem ? [{ path: ["script"], message: problem }] : [];
      },
    },
  ),
  processor(
    "metrics-tag-cardinality-limit",
    "Metrics tag cardinality limit",
    "Lets at most value_limit distinct values of each metric tag through: past it, the tag or the event is dropped",
    z.strictObject({
      tags: z.array(tagName).max(10).optional().describe("The tags limited (default: every tag)"),
      exclude_tags: z.array(tagName).max(10).optional().describe("Tags never limited"),
      action: z.enum(["drop_tag", "drop_event"]).default("drop_event"),
      value_limit: z.number().int().min(1).max(10_000),
      // Both count exactly; Mezmo's own answers spell it "probabalistic", which is accepted too.
      mode: z.enum(["exact", "probabilistic", "probabalistic"]).default("exact"),
    }),
  ),
  processor(
    "trace-sampling",
    "Trace sampling",
    "Keeps whole traces: head sampling keeps one trace in `rate`; tail sampling decides per trace once its spans are in, with a rate per condition",
    z
      .strictObject({
        sample_type: z.enum(["head", "tail"]),
        trace_id_field: fieldPath.default(".trace_id"),
        rate: z.number().int().min(2).max(100_000).optional().describe("Head: keep 1 trace in this many"),
        parent_span_id_field: fieldPath
          .optional()
          .describe("Tail: the parent span id; a span without it is the trace's root"),
        conditionals: z
          .array(
            z.strictObject({
              rate: z.number().int().min(1).max(100_000).describe("Keep 1 matching trace in this many"),
              conditional: conditionSchema,
              // The provider sends "" before the server has named the rule.
              _output_name: z.union([outputName, z.literal("")]).optional(),
            }),
          )
          .min(1)
          .max(20)
          .optional()
          .describe(
            "Tail: the first rule a span of the trace matches gives its rate; a trace matching none is dropped",
          ),
      })
      .superRefine((c, ctx) => {
        if (c.sample_type === "head") {
          if (c.rate === undefined)
            ctx.addIssue({
              code: "custom",
              path: ["rate"],
              message: "head sampling needs a rate (2 to 100000)",
            });
          if (c.conditionals !== undefined || c.parent_span_id_field !== undefined)
            ctx.addIssue({
              code: "custom",
              message: "conditionals and parent_span_id_field are for tail sampling",
            });
        } else {
          if (!c.conditionals)
            ctx.addIssue({
              code: "custom",
              path: ["conditionals"],
              message: "tail sampling needs conditionals",
            });
          if (c.rate !== undefined)
            ctx.addIssue({
              code: "custom",
              path: ["rate"],
              message: "tail sampling takes its rates from conditionals",
            });
        }
      })
      .transform((c) =>
        c.conditionals
          ? {
              ...c,
              conditionals: c.conditionals.map((rule, i) => ({
                ...rule,
                _output_name: rule._output_name || `rule_${i + 1}`,
              })),
            }
          : c,
      ),
  ),
  processor(
    "map-fields",
    "Map fields",
    "Copies or moves field values to other fields",
    z.strictObject({
      mappings: z
        .array(
          z.strictObject({
            source_field: fieldPath,
            target_field: fieldPath,
            drop_source: z.boolean().default(false),
            overwrite_target: z.boolean().default(false),
          }),
        )
        .min(1)
        .max(100),
    }),
  ),
  processor(
    "parse",
    "Parse",
    "Parses a string field (JSON, key=value, regex, web access logs, syslog)",
    parseConfig,
  ),
  processor(
    "parse-sequentially",
    "Parse sequentially",
    "Tries parsers in order; each success goes to that parser's output",
    parseSequentiallyConfig,
    { outputs: namedOutputs("parsers") },
  ),
  processor(
    "reduce",
    "Reduce",
    "Merges related events into one",
    z.strictObject({
      group_by: z.array(fieldPath).max(20).default([]),
      duration_ms: z.number().int().min(1000).max(3_600_000).default(30_000),
      max_events: z.number().int().min(2).max(10_000).optional(),
      merge_strategies: z
        .array(
          z.strictObject({
            field: fieldPath,
            strategy: z.enum([
              "array",
              "concat",
              "concat_newline",
              "discard",
              "retain",
              "sum",
              "max",
              "min",
              "flat_unique",
              "longest_array",
              "shortest_array",
            ]),
          }),
        )
        .max(100)
        .default([]),
      flush_condition: z
        .strictObject({ when: z.enum(["starts_when", "ends_when"]), conditional: conditionSchema })
        .optional(),
    }),
  ),
  processor("route", "Route", "Sends each event to the outputs whose condition it matches", routeConfig, {
    outputs: namedOutputs("conditionals"),
  }),
  processor(
    "sample",
    "Sample",
    "Keeps one event in every N",
    z.strictObject({
      rate: z.number().int().min(2).max(1_000_000).describe("Keep 1 event in this many"),
      always_include: conditionSchema.optional(),
    }),
  ),
  processor(
    "set-timestamp",
    "Set timestamp",
    "Sets the event timestamp from a field",
    z.strictObject({
      parsers: z
        .array(
          z.strictObject({
            field: fieldPath,
            format: z.enum(["iso8601", "rfc2822", "unix_s", "unix_ms"]),
          }),
        )
        .min(1)
        .max(10),
    }),
  ),
  processor(
    "stringify",
    "Stringify",
    "Turns the message (or one field) into a JSON string",
    z.strictObject({ field: fieldPath.optional(), target_field: fieldPath.optional() }),
  ),
  processor(
    "throttle",
    "Throttle",
    "Passes at most `threshold` events per window per bucket (beta)",
    z.strictObject({
      threshold: z.number().int().min(1).max(1_000_000_000).describe("Limit: events allowed per window"),
      window_ms: z
        .number()
        .int()
        .min(1)
        .max(31 * 86_400_000)
        .describe("Window length in milliseconds"),
      key_field: fieldPath.optional().describe("Key Field: groups events into buckets"),
      exclude: conditionSchema.optional().describe("Exclude: matching events are never throttled"),
    }),
    { beta: true },
  ),
  processor(
    "unroll",
    "Unroll",
    "Turns an event with an array field into one event per element",
    z.strictObject({ field: fieldPath, values_only: z.boolean().default(true) }),
  ),
  processor(
    "data-profiler",
    "Data profiler",
    "Profiles the fields of passing events without changing them",
    z.strictObject({
      app_fields: z.array(fieldPath).max(10).default([".app"]),
      host_fields: z.array(fieldPath).max(10).default([".host"]),
      level_fields: z.array(fieldPath).max(10).default([".level"]),
      line_fields: z.array(fieldPath).max(10).default([".line"]),
    }),
  ),
  // A reusable chain stored as a processor group (POST /v3/pipeline/processor-group); the runner inlines
  // its processors in place of this node (src/engine/processor-groups.ts).
  processor(
    "processor-group",
    "Processor group",
    "Runs a processor group: a named, reusable chain of processors",
    z.strictObject({
      group_id: z
        .uuid()
        .transform((id) => id.toLowerCase())
        .describe("Id of a processor group of the account"),
    }),
  ),
];
