// The fake Kafka broker's control (test/kafka-broker.mjs) as the kafka tests use it: topics to register,
// what was produced to them, and the SASL user it knows.
import { env } from "cloudflare:test";
import { expect } from "vitest";

export const USER = "alice";
export const PASSWORD = "alice-secret";

export async function topic(partitions: number, produceError?: number) {
  const name = `t-${crypto.randomUUID()}`;
  const res = await fetch(`${env.KAFKA_CONTROL_URL}/topics/${name}`, {
    method: "PUT",
    body: JSON.stringify({ partitions, produce_error: produceError }),
  });
  expect(res.status).toBe(204);
  return name;
}

export interface Batch {
  partition: number;
  acks: number;
  timeout: number;
  api_version: number;
  client_id: string;
  attributes: number;
  magic: number;
  crc_ok: boolean;
  records: { key: string | null; value: string; timestamp: number }[];
}
export const received = async (name: string) =>
  (await (await fetch(`${env.KAFKA_CONTROL_URL}/received/${name}`)).json()) as Batch[];
