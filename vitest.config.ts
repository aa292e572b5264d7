import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { startKafkaBroker } from "./test/kafka-broker.mjs";
import { startKafkaConsumerBroker } from "./test/pull-sources/kafka-consumer-broker.mjs";
import { startReceiver } from "./test/receiver.mjs";

// Four projects:
// - `unit`: pure code (engine, parsers) in Node;
// - `workers`: everything that needs the runtime (D1, Durable Objects, the Worker's fetch handler) inside
//   workerd, one runtime per pool worker shared by its files;
// - `workers-isolated`: the few files that need a database of their own (named below), one runtime each;
// - `clients`: real sender libraries (LogDNA, OpenTelemetry, Splunk, Prometheus clients) in Node against the
//   Worker started once by wrangler (test/clients/global-setup.ts).

// Which project runs a file is said by its name, not by a list kept here:
// - `*.isolated.test.ts`: files that run account-wide jobs: each gets a fresh database (three files, a section
//   per job: a runtime start is ~2.5 s of CPU);
// - `*.unit.test.ts`: pure code, no runtime, no storage (Node);
// - test/clients/**: real client libraries against the Worker wrangler starts;
// - every other `*.test.ts`: workerd, storage shared by the files of a pool worker.
const ISOLATED_FILES = ["test/**/*.isolated.test.ts"];
const UNIT_FILES = ["test/**/*.unit.test.ts"];

/** The operator token the Worker under test has (test/admin/*). */
const ADMIN_TOKEN_FOR_TESTS = randomBytes(32).toString("hex");

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  // A real HTTP endpoint on loopback, so destinations are tested by delivering, not by a mock.
  const receiverUrl = await startReceiver();
  // A fake Kafka broker on loopback TCP (plain and SASL listeners) for the kafka destination.
  const kafka = await startKafkaBroker();
  // Another, for the consumer sources (kafka, cloud-event-hub, azure-event-hub): Fetch, offsets and groups.
  const kafkaConsumer = await startKafkaConsumerBroker();
  const workerdPool = () =>
    cloudflareTest({
      main: "./src/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          RECEIVER_URL: receiverUrl,
          KAFKA_BROKER_PORT: kafka.port,
          KAFKA_SASL_BROKER_PORT: kafka.saslPort,
          KAFKA_CONTROL_URL: kafka.controlUrl,
          KAFKA_CONSUMER_PORT: kafkaConsumer.port,
          KAFKA_CONSUMER_SASL_PORT: kafkaConsumer.saslPort,
          KAFKA_CONSUMER_CONTROL_URL: kafkaConsumer.controlUrl,
          // Streaming to the fake broker (plaintext: workerd would not trust a test certificate).
          STREAM_KAFKA_TLS: "off",
          // The first failed deliveries come back at once, then 1 s, 2 s ... as in production (a destination
          // left failing by a test backs off instead of spinning the shared runtime).
          DELIVERY_QUICK_RETRIES: "6",
          // Cold objects in parts of 5 MiB (R2's least): a slice of a dozen MiB freezes in several parts.
          LOG_COLD_PART_BYTES: String(5 * 1024 * 1024),
          // A move to R2 a part per step, and directory pages of four chunks: moves take several steps (each
          // taken up from the last one's saved state) and cold slices have many pages.
          LOG_COLD_PARTS_PER_STEP: "1",
          LOG_COLD_PAGE_ENTRIES: "4",
          // The key that seals stored credentials (a Worker secret in production): new each run.
          SECRETS_KEY: randomBytes(32).toString("base64"),
          ADMIN_TOKEN: ADMIN_TOKEN_FOR_TESTS,
          // Every answer of 500 fails the test that caused it (test/setup.ts, src/http/server-errors.ts).
          RECORD_SERVER_ERRORS: "on",
        },
        // The delivery queues hand their messages over at once (wrangler.toml waits up to a second to fill a
        // batch): a test waits for a delivery as long as it takes, not for the batch timer.
        queueConsumers: {
          "pipeline-service-deliveries": { maxBatchSize: 100, maxBatchTimeout: 0, maxRetries: 100 },
          "pipeline-service-deliveries-slow": { maxBatchSize: 100, maxBatchTimeout: 0, maxRetries: 100 },
        },
        // Every file runs under wrangler.toml's real (production) rate limits. These two low ones,
        // with the same periods, are used only by test/http/rate-limit.test.ts, which hands them to
        // the Worker in place of the real ones to reach a 429 in a few requests.
        ratelimits: {
          TEST_MANAGEMENT_RATE_LIMIT: { simple: { limit: 5, period: 60 } },
          TEST_INGESTION_RATE_LIMIT: { simple: { limit: 5, period: 10 } },
        },
      },
    });
  return {
    test: {
      // One pool worker more than the cores: a file spends much of its time waiting (a runtime starting, the
      // loopback receiver and brokers, delivery retries, the clients' wrangler Worker), and a third worker fills
      // those gaps. Measured on 2 cores: 2 workers 175 s, 3 workers 149 s, 4 workers 142 s (vitest's own time).
      maxWorkers: availableParallelism() + 1,
      projects: [
        {
          plugins: [workerdPool()],
          test: {
            name: "workers",
            // One workerd runtime per pool worker, reused file after file: loading the Worker's ~450 modules
            // per file cost ~2 s each (most of the suite's time). Files share the database, so every test
            // makes its own account; files that run account-wide jobs are in `workers-isolated` below.
            isolate: false,
            include: ["test/**/*.test.ts"],
            exclude: ["test/clients/**", ...UNIT_FILES, ...ISOLATED_FILES],
            setupFiles: ["./test/setup.ts"],
            testTimeout: 30_000,
            // A file's beforeAll that loads data (24 ingests, say) took over vitest's 10 s under the whole
            // suite's load: a ceiling like the tests' own, not a time any hook is expected to take.
            hookTimeout: 30_000,
          },
        },
        {
          plugins: [workerdPool()],
          test: {
            name: "workers-isolated",
            // A fresh runtime and database per file: these run jobs over every account (archives, alert
            // evaluation, retention, sweeps) or count whole tables, so another file's rows would change them.
            include: ISOLATED_FILES,
            setupFiles: ["./test/setup.ts"],
            testTimeout: 30_000,
            // A file's beforeAll that loads data (24 ingests, say) took over vitest's 10 s under the whole
            // suite's load: a ceiling like the tests' own, not a time any hook is expected to take.
            hookTimeout: 30_000,
          },
        },
        {
          test: {
            name: "unit",
            // Pure code (engine, parsers, error shapes): plain Node, no runtime to start.
            environment: "node",
            include: UNIT_FILES,
          },
        },
        {
          test: {
            name: "clients",
            environment: "node",
            include: ["test/clients/**/*.test.ts"],
            globalSetup: ["./test/clients/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // A condition polled for is met when the machine gets to it: under the suite's load a browser step
            // takes seconds, not the default poll's one.
            expect: { poll: { timeout: 20_000 } },
          },
        },
      ],
    },
  };
});
