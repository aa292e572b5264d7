// The demo-logs source's formats, Mezmo's four non-log ones included (env_sensor, financial: JSON objects;
// http_metrics, generic_metrics: metric events in the metric processors' form, so is_metric conditions and
// metric destinations see them as metrics). Reproducible: the same line number gives the same event.
import { describe, expect, it } from "vitest";
import { matchesCondition } from "../../src/engine/evaluate-condition";
import { newEvent } from "../../src/engine/events";
import { DEMO_FORMATS, demoMessage } from "../../src/pull/demo-logs";

const ts = Date.UTC(2026, 10, 24, 12, 0, 0);

describe("demo formats", () => {
  it("offers the terraform provider's list", () => {
    for (const format of [
      "env_sensor",
      "financial",
      "nginx",
      "json",
      "apache_common",
      "apache_error",
      "bsd_syslog",
      "syslog",
      "http_metrics",
      "generic_metrics",
    ])
      expect(DEMO_FORMATS).toContain(format);
  });

  it("makes sensor readings and trades as objects, the same for the same line number", () => {
    const sensor = demoMessage("env_sensor", 7, ts) as Record<string, unknown>;
    expect(sensor).toMatchObject({ timestamp: new Date(ts).toISOString() });
    for (const field of ["temperature_c", "humidity_percent", "pressure_hpa", "battery_percent"])
      expect(typeof sensor[field]).toBe("number");
    const trade = demoMessage("financial", 7, ts) as Record<string, number | string>;
    expect(trade).toMatchObject({ trade_id: "T7", currency: "USD" });
    expect(["buy", "sell"]).toContain(trade.side);
    expect(trade.notional).toBeCloseTo((trade.price as number) * (trade.volume as number), 1);
    expect(demoMessage("financial", 7, ts)).toEqual(trade);
    expect(demoMessage("financial", 8, ts)).not.toEqual(trade);
  });

  it("makes metric events the is_metric condition recognises", () => {
    for (const format of ["http_metrics", "generic_metrics"] as const) {
      for (let n = 0; n < 20; n++) {
        const message = demoMessage(format, n, ts) as { metric: Record<string, unknown> };
        expect(message.metric).toMatchObject({ namespace: "demo" });
        expect(["counter", "gauge"]).toContain(message.metric.type);
        expect(message.metric.kind).toBe(message.metric.type === "counter" ? "incremental" : "absolute");
        expect(typeof message.metric.value).toBe("number");
        expect(Object.values(message.metric.tags as object).every((v) => typeof v === "string")).toBe(true);
        const isMetric = { expressions: [{ field: ".metric", str_operator: "is_metric" }] };
        expect(matchesCondition(isMetric as never, newEvent(message, ts, {}))).toBe(true);
      }
    }
  });
});
