// Which protocol each push source kind speaks (derived from the catalog's source kinds, each declared with its
// protocol), and which one a request speaks before its source is known.
import { sourceKinds } from "../engine/kinds/sources";
import { firehoseProtocol } from "./firehose";
import { httpProtocol } from "./generic";
import { hecProtocol } from "./hec";
import { logdnaProtocol } from "./logdna";
import { otlpProtocols } from "./otlp";
import { prometheusProtocol } from "./prometheus";
import type { IntakeRequest, PushProtocol } from "./types";

export type { Intake, IntakeDocs, IntakeOutcome, IntakeRequest, PushProtocol } from "./types";
export { NoEndpointError } from "./types";

/**
 * The order the ingest documentation (GET /openapi.json, src/api/live-ingest/docs.ts) lists the push kinds in:
 * protocol by protocol, as it did when this map was written by hand. A kind not named here comes last.
 */
const DOCUMENTED_ORDER = [
  "http",
  "webhook",
  "fluent",
  "logstash",
  "vendor-monitoring-source",
  "siem-hec",
  "stream-firehose",
  "prometheus-remote-write",
  "open-telemetry-logs",
  "open-telemetry-metrics",
  "open-telemetry-traces",
  "vendor-agent",
  "log-analysis-ingestion",
];
const documented = (type: string) => {
  const i = DOCUMENTED_ORDER.indexOf(type);
  return i === -1 ? DOCUMENTED_ORDER.length : i;
};

/** Every push source kind of the catalog, with its protocol. */
export const protocolsByKind: Record<string, PushProtocol> = Object.fromEntries(
  sourceKinds
    .flatMap((k) => (k.protocol ? [[k.type, k.protocol] as const] : []))
    .sort(([a], [b]) => documented(a) - documented(b)),
);

/**
 * The protocol a request speaks, judged from its path and headers alone: it answers whatever is refused
 * before the source (and so its kind) is known, such as a missing key, in terms the sender understands.
 */
export function protocolOfRequest(req: IntakeRequest): PushProtocol {
  const { subpath, headers } = req;
  if (subpath.startsWith("/services/collector")) return hecProtocol;
  if (subpath === "/v1/logs") return otlpProtocols.logs;
  if (subpath === "/v1/metrics") return otlpProtocols.metrics;
  if (subpath === "/v1/traces") return otlpProtocols.traces;
  if (subpath === "/logs/agent" || subpath === "/logs/ingest") return logdnaProtocol;
  if (headers.has("x-amz-firehose-request-id") || headers.has("x-amz-firehose-protocol-version")) {
    return firehoseProtocol;
  }
  if (subpath === "/api/v1/write" || headers.has("x-prometheus-remote-write-version"))
    return prometheusProtocol;
  return httpProtocol;
}
