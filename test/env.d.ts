import type { D1Migration } from "cloudflare:test";
import type { Bindings } from "../src/env";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** The loopback receiver of test/receiver.mjs. */
      RECEIVER_URL: string;
      /** The fake Kafka broker of test/kafka-broker.mjs: its plain and SASL listeners, its HTTP control. */
      KAFKA_BROKER_PORT: number;
      KAFKA_SASL_BROKER_PORT: number;
      KAFKA_CONTROL_URL: string;
      /** Low-limit rate limiters (vitest.config.ts) for test/http/rate-limit.test.ts only. */
      TEST_MANAGEMENT_RATE_LIMIT: RateLimit;
      TEST_INGESTION_RATE_LIMIT: RateLimit;
    }
  }
}
