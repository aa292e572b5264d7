// Renders a pipeline as terraform configuration for the public Mezmo provider: `mezmo_pipeline`, one
// resource per node with `inputs` as references, and `mezmo_shared_source` for the gateway routes its
// sources use, and a sensitive `variable` for every secret. Pure and deterministic: the same pipeline
// always renders the same text.
import type { ZodType } from "zod";
import { type AlertConfig, alertConfigSchema } from "../../alerts/pipeline-alert-config";
import type { ConditionGroup, ConditionLeaf } from "../../engine/conditions";
import { findNodeKind, UNMATCHED_OUTPUT } from "../../engine/kinds";
import { maskSealed, replaceSecrets } from "../../lib/sealed-secrets";

export interface ExportNode {
  id: string;
  nodeClass: "source" | "transform" | "sink";
  type: string;
  title: string;
  description: string | null;
  userConfig: Record<string, unknown>;
  inputs: string[];
  gatewayRouteId: string | null;
}

export interface ExportAlert {
  id: string;
  componentKind: "source" | "transform";
  componentId: string;
  inputs: string[];
  alertConfig: Record<string, unknown>;
  active: boolean;
}

export interface ExportRoute {
  id: string;
  title: string;
  description: string | null;
  type: string;
}

// Where the provider's resource name is not `mezmo_<type>_<class>` (types use `-`, names `_`).
const resourceOverrides: Record<string, string> = {
  "source:demo-logs": "mezmo_demo_source",
  "source:siem-hec": "mezmo_splunk_hec_source",
  "source:stream-firehose": "mezmo_kinesis_firehose_source",
  "source:cloud-event-hub": "mezmo_azure_event_hub_source",
  "source:vendor-agent": "mezmo_agent_source",
  "source:vendor-monitoring-source": "mezmo_monitoring_source",
  "sink:log-analysis": "mezmo_logs_destination",
  "sink:mezmo": "mezmo_logs_destination",
};
const classSuffix = { source: "source", transform: "processor", sink: "destination" } as const;

/** The config list whose items are a node's named outputs, in output order. */
const namedOutputLists: Record<string, string> = { route: "conditionals", "parse-sequentially": "parsers" };

export function resourceType(node: Pick<ExportNode, "nodeClass" | "type">): string {
  return (
    resourceOverrides[`${node.nodeClass}:${node.type}`] ??
    `mezmo_${node.type.replaceAll("-", "_")}_${classSuffix[node.nodeClass]}`
  );
}

/** A terraform expression, written as is (references); everything else is rendered as a value. */
class Expr {
  constructor(readonly text: string) {}
}

function hclString(s: string): string {
  // A function replacement: in a replacement string "$$" would collapse to "$".
  return JSON.stringify(s)
    .replaceAll("${", () => "$${")
    .replaceAll("%{", () => "%%{");
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function hclValue(value: unknown, indent: string): string {
  if (value instanceof Expr) return value.text;
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return hclString(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => typeof v !== "object" || v instanceof Expr)) {
      return `[${value.map((v) => hclValue(v, inner)).join(", ")}]`;
    }
    return `[\n${value.map((v) => `${inner}${hclValue(v, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  return `{\n${hclAttributes(entries, inner)}\n${indent}}`;
}

function hclAttributes(entries: [string, unknown][], indent: string): string {
  const width = Math.max(...entries.map(([k]) => (IDENTIFIER.test(k) ? k : hclString(k)).length));
  return entries
    .map(
      ([k, v]) =>
        `${indent}${(IDENTIFIER.test(k) ? k : hclString(k)).padEnd(width)} = ${hclValue(v, indent)}`,
    )
    .join("\n");
}

function block(type: string, name: string, attributes: Record<string, unknown>): string {
  const entries = Object.entries(attributes).filter(([, v]) => v !== undefined && v !== null);
  return `resource "${type}" "${name}" {\n${hclAttributes(entries, "  ")}\n}\n`;
}

/** The provider writes conditions as `expressions` (leaves) or `expressions_group` (groups), never both. */
function conditionToProvider(group: ConditionGroup): Record<string, unknown> {
  const leaves = group.expressions.filter((e): e is ConditionLeaf => "field" in e);
  const groups = group.expressions.filter((e): e is ConditionGroup => "expressions" in e);
  const leaf = (l: ConditionLeaf) => ({
    field: l.field,
    operator: l.str_operator,
    ...(typeof l.value === "number"
      ? { value_number: l.value }
      : l.value != null
        ? { value_string: String(l.value) }
        : {}),
    ...(l.negate && { negate: true }),
  });
  if (groups.length === 0)
    return { logical_operation: group.logical_operation, expressions: leaves.map(leaf) };
  // Mixed: the leaves become one group of their own, combined with the same operator (same meaning).
  const nested =
    leaves.length > 0
      ? [{ logical_operation: group.logical_operation, expressions: leaves }, ...groups]
      : groups;
  return {
    logical_operation: group.logical_operation,
    expressions_group: nested.map((g) => conditionToProvider(g as ConditionGroup)),
  };
}

const isCondition = (v: unknown): v is ConditionGroup =>
  !!v &&
  typeof v === "object" &&
  Array.isArray((v as ConditionGroup).expressions) &&
  "logical_operation" in v;

/** The provider's log_construction_scheme values, by what its FromModel sends (destinations/mezmo.go). */
const MEZMO_SCHEME_NAMES: Record<string, string> = {
  "Explicit field selection": "explicit",
  "Message pass-through": "pass-through",
};

/**
 * The provider's attributes for the kinds whose user_config is in its FromModel's terms rather than its
 * schema's (kafka and azure_event_hub sources: decoding_codec, flat sasl_*; the logs destination: mezmo_host,
 * message).
 */
function providerAttributes(node: ExportNode): Record<string, unknown> {
  const {
    decoding_codec,
    sasl_enabled,
    sasl_username,
    sasl_password,
    sasl_mechanism,
    mezmo_host,
    message,
    ...rest
  } = node.userConfig as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (decoding_codec !== undefined) out.decoding = decoding_codec;
  if (sasl_enabled === true)
    out.sasl = {
      username: sasl_username,
      password: sasl_password,
      ...(sasl_mechanism ? { mechanism: sasl_mechanism } : {}),
    };
  if (node.type === "mezmo") {
    out.host = mezmo_host;
    const { scheme, ...options } = (message ?? {}) as Record<string, unknown>;
    out.log_construction_scheme = MEZMO_SCHEME_NAMES[String(scheme)];
    if (Object.keys(options).length > 0) out.explicit_scheme_options = options;
  }
  return out;
}

function configAttributes(node: ExportNode): Record<string, unknown> {
  if (
    (node.nodeClass === "source" && (node.type === "kafka" || node.type === "azure-event-hub")) ||
    (node.nodeClass === "sink" && node.type === "mezmo")
  )
    return providerAttributes(node);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node.userConfig)) {
    if (isCondition(value)) out[key] = conditionToProvider(value);
    else if (key === "conditionals" && Array.isArray(value)) {
      // Route: each branch's condition is flattened into the branch, as the provider expects.
      out.conditionals = value.map((branch: { label: string; conditional: ConditionGroup }) => ({
        label: branch.label,
        ...conditionToProvider(branch.conditional),
      }));
    } else if (key === "headers" && value && typeof value === "object" && !Array.isArray(value)) {
      out.headers = Object.entries(value).map(([header_name, header_value]) => ({
        header_name,
        header_value,
      }));
    } else out[key] = value;
  }
  return out;
}

/**
 * A configuration with each secret replaced by a reference to a sensitive variable (the export never holds
 * a secret, and the user supplies it at apply time); the variables' blocks go to `variables`.
 */
function secretsAsVariables<T>(
  schema: ZodType,
  config: T,
  resourceName: string,
  what: string,
  variables: string[],
): T {
  return replaceSecrets(schema, config, (path) => {
    const name = slug(`${resourceName}_${path.join("_")}`, "secret");
    variables.push(
      `variable "${name}" {\n  description = ${hclString(`${path.join(".")} of ${what}`)}\n  type        = string\n  sensitive   = true\n}\n`,
    );
    return new Expr(`var.${name}`);
  });
}

function nodeSecretsAsVariables(node: ExportNode, resourceName: string, variables: string[]) {
  const kind = findNodeKind(node.nodeClass, node.type);
  if (!kind) return maskSealed(node.userConfig);
  return secretsAsVariables(kind.config, node.userConfig, resourceName, node.title, variables);
}

/** The provider's `operation` names (modelutils `Aggregate_Operations`, key by API value). */
const OPERATION_NAMES: Record<string, string> = {
  DEFAULT: "add",
  SUM: "sum",
  MIN: "minimum",
  MAX: "maximum",
  AVG: "average",
  SET_INTERSECTION: "set_intersection",
  DIST_CONCAT: "distribution_concatenation",
  CUSTOM: "custom",
};

/** A pipeline alert as the provider's mezmo_<type>_alert resource: flat attributes, headers as a map. */
function alertAttributes(config: AlertConfig): Record<string, unknown> {
  const { general, evaluation: e, alert_payload } = config;
  const service = alert_payload.service as Record<string, unknown>;
  const headers = service.headers as { header_name: string; header_value: unknown }[] | undefined;
  return {
    name: general.name,
    description: general.description,
    event_type: e.event_type,
    group_by: e.group_by,
    operation: e.operation ? OPERATION_NAMES[e.operation] : undefined,
    conditional: e.conditional ? conditionToProvider(e.conditional as ConditionGroup) : undefined,
    window_type: e.window_type,
    window_duration_minutes: e.window_duration_minutes,
    script: e.script,
    event_timestamp: e.event_timestamp,
    alert_payload: {
      service: {
        ...service,
        headers: headers
          ? Object.fromEntries(headers.map((h) => [h.header_name, h.header_value]))
          : undefined,
      },
      throttling: alert_payload.throttling,
    },
  };
}

function slug(title: string, fallback: string): string {
  const s = title
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return /^[a-z_]/.test(s) ? s : `${fallback}_${s}`.replace(/_+$/, "");
}

export function renderTerraform(
  pipeline: { id: string; title: string },
  nodes: ExportNode[],
  routes: ExportRoute[],
  alerts: ExportAlert[] = [],
): { filename: string; content: string } {
  const classOrder = { source: 0, transform: 1, sink: 2 };
  const ordered = [...nodes].sort(
    (a, b) => classOrder[a.nodeClass] - classOrder[b.nodeClass] || (a.id < b.id ? -1 : 1),
  );
  const used = new Set<string>();
  const uniqueName = (base: string) => {
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}_${i}`;
    used.add(name);
    return name;
  };

  const pipelineName = uniqueName(slug(pipeline.title, "pipeline"));
  const routeRefs = new Map<string, string>();
  const routeBlocks = [...routes]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((r) => {
      const name = uniqueName(slug(r.title, "shared_source"));
      routeRefs.set(r.id, `mezmo_shared_source.${name}.id`);
      return block("mezmo_shared_source", name, {
        title: r.title,
        description: r.description ?? undefined,
        type: r.type,
      });
    });

  const addresses = new Map(
    ordered.map((n) => [n.id, `${resourceType(n)}.${uniqueName(slug(n.title, n.nodeClass))}`]),
  );
  const byId = new Map(ordered.map((n) => [n.id, n]));
  const inputRef = (input: string): unknown => {
    const [id, output] = input.split(".");
    const address = addresses.get(id);
    const upstream = byId.get(id);
    if (!address || !upstream) return input; // dangling: kept as written, publish reports it
    if (!output) return new Expr(`${address}.id`);
    if (output === UNMATCHED_OUTPUT) return new Expr(`${address}.unmatched`);
    const list = namedOutputLists[upstream.type];
    const items = (upstream.userConfig[list] as { _output_name?: string }[] | undefined) ?? [];
    const index = items.findIndex((item) => item._output_name === output);
    return index >= 0 ? new Expr(`${address}.${list}[${index}].output_name`) : input;
  };

  const variables: string[] = [];
  const nodeBlocks = ordered.map((n) => {
    const [type, name] = (addresses.get(n.id) as string).split(".");
    const userConfig = nodeSecretsAsVariables(n, name, variables);
    return block(type, name, {
      pipeline_id: new Expr(`mezmo_pipeline.${pipelineName}.id`),
      title: n.title,
      description: n.description ?? undefined,
      ...(n.nodeClass !== "source" && { inputs: n.inputs.map(inputRef) }),
      ...(n.gatewayRouteId && {
        shared_source_id: new Expr(routeRefs.get(n.gatewayRouteId) ?? hclString(n.gatewayRouteId)),
      }),
      ...configAttributes({ ...n, userConfig }),
    });
  });

  const alertBlocks = [...alerts]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .flatMap((a) => {
      const component = addresses.get(a.componentId);
      if (!component) return [];
      const config = a.alertConfig as unknown as AlertConfig;
      const type = `mezmo_${config.evaluation.alert_type}_alert`;
      const name = uniqueName(slug(config.general.name, "alert"));
      const open = secretsAsVariables(
        alertConfigSchema,
        config,
        name,
        `alert ${config.general.name}`,
        variables,
      );
      return [
        block(type, name, {
          pipeline_id: new Expr(`mezmo_pipeline.${pipelineName}.id`),
          component_kind: a.componentKind,
          component_id: new Expr(`${component}.id`),
          inputs: a.inputs.map(inputRef),
          ...alertAttributes(open),
          active: a.active,
        }),
      ];
    });

  const header = `# Pipeline ${pipeline.id}, exported for the Mezmo terraform provider.
terraform {
  required_providers {
    mezmo = {
      source = "mezmo/mezmo"
    }
  }
}
`;
  const content = [
    header,
    ...variables,
    block("mezmo_pipeline", pipelineName, { title: pipeline.title }),
    ...routeBlocks,
    ...nodeBlocks,
    ...alertBlocks,
  ].join("\n");
  return { filename: `${pipelineName}.tf`, content };
}
