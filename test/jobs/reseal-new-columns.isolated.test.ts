// Key rotation reaches the secrets of pipeline alerts (alert_config), of the stream configuration
// (password) and the sealed copies of API keys: after the re-seal pass they open under the new key only, and
// keep their owners. (Runs the account-wide pass: an isolated file.)
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { runSecretReseal } from "../../src/jobs/reseal-secrets";
import { ownerOf, SecretBox } from "../../src/lib/sealed-secrets";
import { PASSWORD, topic, USER } from "../delivery/kafka-support";
import { client, createAccount } from "../helpers";

const newKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

it("re-seals pipeline alert and stream configuration secrets under a rotated key", async () => {
  const account = await createAccount("reseal-new-columns");
  const api = client(account);
  const p = (await api.post("/v3/pipeline", { title: "p" })).body.data.id;
  const s = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id;
  const alert = await api.post(`/v3/pipeline/${p}/source/${s}/alert`, {
    inputs: [s],
    alert_config: {
      general: { name: "a" },
      evaluation: { alert_type: "absence", event_type: "log" },
      alert_payload: {
        service: {
          name: "pager_duty",
          uri: "https://events.pagerduty.com/v2/enqueue",
          summary: "x",
          severity: "INFO",
          source: "y",
          routing_key: "pd-rotate",
          event_action: "trigger",
        },
      },
    },
  });
  expect(alert.status, JSON.stringify(alert.body)).toBe(200);
  const stream = await api.post("/v1/config/stream", {
    brokers: [`127.0.0.1:${env.KAFKA_SASL_BROKER_PORT}`],
    topic: await topic(1),
    user: USER,
    password: PASSWORD,
  });
  expect(stream.status, JSON.stringify(stream.body)).toBe(200);

  const created = await api.post("/v1/config/keys?type=ingestion", { name: "rotated" });
  expect(created.status).toBe(200);
  const sealedKey = async () =>
    (
      await env.DB.prepare("SELECT key_sealed FROM api_keys WHERE id = ?")
        .bind(created.body.id)
        .first<{ key_sealed: string }>()
    )?.key_sealed ?? "";
  const before = await sealedKey();

  const rotated = { ...env, SECRETS_KEY: newKey(), SECRETS_KEYS_PREVIOUS: env.SECRETS_KEY };
  const box = await SecretBox.create(rotated.SECRETS_KEY, undefined);
  for (let run = 0; run < 20 && (await runSecretReseal(rotated)).resealed > 0; run++);

  const alertRow = await env.DB.prepare("SELECT alert_config FROM pipeline_alerts WHERE id = ?")
    .bind(alert.body.data.id)
    .first<{ alert_config: string }>();
  const routingKey = JSON.parse(alertRow?.alert_config ?? "{}").alert_payload.service.routing_key;
  expect(await box.open(routingKey)).toBe("pd-rotate");
  const streamRow = await env.DB.prepare("SELECT password FROM stream_configs WHERE account_id = ?")
    .bind(account.account_id)
    .first<{ password: string }>();
  expect(await box.open(JSON.parse(streamRow?.password ?? '""'))).toBe(PASSWORD);
  const after = await sealedKey();
  expect(after).toMatch(new RegExp(`^sealed:v2:${box.keyId}:`));
  expect(await box.open(after)).toBe(created.body.key);
  // The owner (the key that created it) is kept.
  expect(ownerOf(before)).not.toBeNull();
  expect(ownerOf(after)).toBe(ownerOf(before));
});
