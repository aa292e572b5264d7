// Which protocol each push source kind speaks, and which one a request speaks before its source is known.
import { firehoseProtocol } from "./firehose";
import {
  fluentProtocol,
  httpProtocol,
  logstashProtocol,
  monitoringProtocol,
  webhookProtocol,
} from "./generic";
import { hecProtocol } from "./hec";
import { logdnaProtocol } from "./logdna";
import { otlpProtocol } from "./otlp";
import { prometheusProtocol } from "./prometheus";
import type { IntakeRequest, PushProtocol } from "./types";

export type { Intake, IntakeDocs, IntakeOutcome, IntakeRequest, PushProtocol } from "./types";
export { NoEndpointError } from "./types";

const otlp = { logs: otlpProtocol("logs"), metrics: otlpProtocol("metrics"), traces: otlpProtocol("traces") };

/** Every push source kind of the catalog (a test holds the two lists together). */
export const protocolsByKind: Record<string, PushProtocol> = {
  http: httpProtocol,
  webhook: webhookProtocol,
  fluent: fluentProtocol,
  logstash: logstashProtocol,
  "vendor-monitoring-source": monitoringProtocol,
  "siem-hec": hecProtocol,
  "stream-firehose": firehoseProtocol,
  "prometheus-remote-write": prometheusProtocol,
  "open-telemetry-logs": otlp.logs,
  "open-telemetry-metrics": otlp.metrics,
  "open-telemetry-traces": otlp.traces,
  "vendor-agent": logdnaProtocol,
  "log-analysis-ingestion": logdnaProtocol,
};

/**
 * The protocol a request speaks, judged from its path and headers alone: it answers whatever is refused
 * before the source (and so its kind) is known, such as a missing key, in terms the sender understands.
 */
export function protocolOfRequest(req: IntakeRequest): PushProtocol {
  const { subpath, headers } = req;
  if (subpath.startsWith("/services/collector")) return hecProtocol;
  if (subpath === "/v1/logs") return otlp.logs;
  if (subpath === "/v1/metrics") return otlp.metrics;
  if (subpath === "/v1/traces") return otlp.traces;
  if (subpath === "/logs/agent" || subpath === "/logs/ingest") return logdnaProtocol;
  if (headers.has("x-amz-firehose-request-id") || headers.has("x-amz-firehose-protocol-version")) {
    return firehoseProtocol;
  }
  if (subpath === "/api/v1/write" || headers.has("x-prometheus-remote-write-version"))
    return prometheusProtocol;
  return httpProtocol;
}
