import { describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error } from "../helpers";

const condition = (value: string) => ({
  logical_operation: "OR",
  expressions: [
    { field: ".level", str_operator: "equal", value },
    {
      logical_operation: "AND",
      expressions: [{ field: ".status", str_operator: "greater", value: 499, negate: true }],
    },
  ],
});

async function buildPipeline() {
  const account = await createAccount();
  const api = client(account);
  const pid = (await api.post("/v3/pipeline", { title: "Web logs" })).body.data.id;
  const route = (await api.post("/v3/pipeline/gateway-route", { title: "Shared HTTP", type: "http" })).body
    .data.id;
  const src = (
    await api.post(`/v3/pipeline/${pid}/source`, { type: "http", title: "Ingest", gateway_route_id: route })
  ).body.data.id;
  const router = await api.post(`/v3/pipeline/${pid}/transform`, {
    type: "route",
    title: "Split",
    inputs: [src],
    user_config: { conditionals: [{ label: "Errors", conditional: condition("error") }] },
  });
  expect(router.status, JSON.stringify(router.body)).toBe(200);
  const rid = router.body.data.id;
  const errors = await api.post(`/v3/pipeline/${pid}/sink`, {
    type: "http",
    title: "Pager",
    inputs: [`${rid}.errors`],
    user_config: { uri: "https://hooks.example.com/x", headers: { "X-Team": "sre" } },
  });
  expect(errors.status, JSON.stringify(errors.body)).toBe(200);
  await api.post(`/v3/pipeline/${pid}/sink`, {
    type: "blackhole",
    title: "Rest",
    inputs: [`${rid}._unmatched`],
  });
  return { api, pid };
}

describe("pipeline export to terraform", () => {
  it("renders the pipeline, its nodes with input references and its shared source", async () => {
    const { api, pid } = await buildPipeline();
    const res = await api.post(`/v3/pipeline/${pid}/export`);
    expect(res.status).toBe(200);
    expect(res.body.meta.type).toBe("pipeline-export");
    const { content, filename, format } = res.body.data;
    expect(format).toBe("terraform");
    expect(filename).toBe("web_logs.tf");
    expect(content).toContain('resource "mezmo_pipeline" "web_logs"');
    expect(content).toContain('resource "mezmo_shared_source" "shared_http"');
    expect(content).toContain('resource "mezmo_http_source" "ingest"');
    expect(content).toContain("shared_source_id = mezmo_shared_source.shared_http.id");
    expect(content).toContain('resource "mezmo_route_processor" "split"');
    expect(content).toMatch(/inputs\s+= \[mezmo_http_source\.ingest\.id\]/);
    expect(content).toMatch(/inputs\s+= \[mezmo_route_processor\.split\.conditionals\[0\]\.output_name\]/);
    expect(content).toMatch(/inputs\s+= \[mezmo_route_processor\.split\.unmatched\]/);
    expect(content).toContain('resource "mezmo_http_destination" "pager"');
    expect(content).toMatch(/header_name\s+= "X-Team"/);
    // Conditions in the provider's form: operator, value_string/value_number, expressions_group.
    expect(content).toMatch(/operator\s+= "equal"/);
    expect(content).toMatch(/value_number\s+= 499/);
    expect(content).toContain("expressions_group");
    expect(content).toMatch(/pipeline_id\s+= mezmo_pipeline\.web_logs\.id/);
  });

  it("names the mezmo provider's vendor destinations by its resources, their secrets as sensitive variables", async () => {
    const api = client(await createAccount());
    const pid = (await api.post("/v3/pipeline", { title: "Vendors" })).body.data.id;
    const src = (await api.post(`/v3/pipeline/${pid}/source`, { type: "http", title: "In" })).body.data.id;
    const sinks: [string, string, Record<string, unknown>][] = [
      [
        "mezmo_datadog_logs_destination",
        "datadog-logs",
        { api_key: "dd-secret", site: "us1", compression: "gzip" },
      ],
      ["mezmo_honeycomb_logs_destination", "honeycomb-logs", { api_key: "hc-secret", dataset: "d" }],
      ["mezmo_new_relic_destination", "new-relic", { account_id: "nr-account", license_key: "nr-secret" }],
      [
        "mezmo_azure_blob_storage_destination",
        "azure-blob-storage",
        { connection_string: "AccountName=a;AccountKey=az-secret", container_name: "logs" },
      ],
      [
        "mezmo_prometheus_remote_write_destination",
        "prometheus-remote-write",
        { endpoint: "https://prom.example.com/push", auth: { strategy: "bearer", token: "prom-secret" } },
      ],
    ];
    for (const [, type, user_config] of sinks) {
      const res = await api.post(`/v3/pipeline/${pid}/sink`, {
        type,
        title: type,
        inputs: [src],
        user_config,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const { content } = (await api.post(`/v3/pipeline/${pid}/export`)).body.data;
    for (const [resource, type] of sinks)
      expect(content).toContain(`resource "${resource}" "${type.replaceAll("-", "_")}"`);
    for (const secret of ["dd-secret", "hc-secret", "nr-account", "nr-secret", "az-secret", "prom-secret"])
      expect(content).not.toContain(secret);
    expect(content).toMatch(/api_key\s+= var\./);
    expect(content).toMatch(/sensitive\s+= true/);
  });

  it("is deterministic for the same pipeline", async () => {
    const { api, pid } = await buildPipeline();
    const first = (await api.post(`/v3/pipeline/${pid}/export`)).body.data.content;
    const second = (await api.post(`/v3/pipeline/${pid}/export`)).body.data.content;
    expect(second).toBe(first);
  });

  it("escapes template sequences in strings", async () => {
    const api = client(await createAccount());
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal ${...} is what must be escaped
    const pid = (await api.post("/v3/pipeline", { title: "x ${var.evil} %{y}" })).body.data.id;
    const { content } = (await api.post(`/v3/pipeline/${pid}/export`)).body.data;
    expect(content).toContain('"x $${var.evil} %%{y}"');
  });

  it("answers 404 for another account's pipeline and 400 for a malformed id", async () => {
    const { pid } = await buildPipeline();
    const other = client(await createAccount("other"));
    expectV3Error(await other.post(`/v3/pipeline/${pid}/export`), 404, "ENOTFOUND");
    expectV3Error(await other.post("/v3/pipeline/nope/export"), 400, "EVALIDATION");
  });
});

describe("pipeline export: alerts", () => {
  it("renders each alert as the provider's mezmo_<type>_alert, its secrets as sensitive variables", async () => {
    const api = client(await createAccount());
    const pid = (await api.post("/v3/pipeline", { title: "Orders" })).body.data.id;
    const src = (await api.post(`/v3/pipeline/${pid}/source`, { type: "http", title: "Shop" })).body.data.id;
    const alert = await api.post(`/v3/pipeline/${pid}/source/${src}/alert`, {
      inputs: [src],
      alert_config: {
        general: { name: "Too many orders" },
        evaluation: {
          alert_type: "threshold",
          event_type: "log",
          operation: "CUSTOM",
          script: "function rollup(a, e) { a.n = (a.n || 0) + 1; return a }",
          conditional: { expressions: [{ field: ".n", str_operator: "greater", value: 100 }] },
          window_duration_minutes: 15,
        },
        alert_payload: {
          service: {
            name: "pager_duty",
            uri: "https://events.pagerduty.com/v2/enqueue",
            summary: "{{.n}} orders",
            source: "shop",
            severity: "WARNING",
            routing_key: "pd-secret-key",
            event_action: "trigger",
          },
        },
      },
    });
    expect(alert.status, JSON.stringify(alert.body)).toBe(200);
    const { content } = (await api.post(`/v3/pipeline/${pid}/export`)).body.data;
    expect(content).toContain('resource "mezmo_threshold_alert" "too_many_orders"');
    expect(content).toContain("component_id            = mezmo_http_source.shop.id");
    expect(content).toContain('component_kind          = "source"');
    expect(content).toContain("inputs                  = [mezmo_http_source.shop.id]");
    expect(content).toContain('operation               = "custom"');
    expect(content).toMatch(/operator\s+= "greater"/);
    expect(content).toMatch(/value_number\s+= 100/);
    expect(content).toMatch(/routing_key\s+= var\.too_many_orders_alert_payload_service_routing_key/);
    expect(content).toContain('variable "too_many_orders_alert_payload_service_routing_key"');
    expect(content).not.toContain("pd-secret-key");
    expect(content).toMatch(/window_secs\s+= 60/);
  });
});
