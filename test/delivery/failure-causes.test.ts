// Why a third party could not be reached, as a user reads it in `last_error` (src/lib/network-failure.ts):
// each class of failure made for real from workerd (an unresolvable name, a closed port, TLS spoken to a
// plain HTTP port, an answer slower than the deadline) and the edge's own statuses; then end to end, a
// destination whose host does not resolve says so in its delivery status instead of "internal error".
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { networkFailure, statusText } from "../../src/lib/network-failure";
import { KafkaConnection, workersConnector } from "../../src/vendors/kafka/connection";
import { client, createAccount, httpPipelineTo, type Json } from "../helpers";
import { eventually } from "../receiver-client";

/** What fetch threw for `url` (with a deadline of `timeoutMs`), as the mapping says it. */
async function causeOf(url: string, timeoutMs?: number) {
  try {
    const res = await fetch(url, {
      method: "POST",
      body: "x",
      ...(timeoutMs !== undefined && { signal: AbortSignal.timeout(timeoutMs) }),
    });
    await res.body?.cancel();
    return `answered ${res.status}`;
  } catch (err) {
    return networkFailure(err, url, timeoutMs);
  }
}

const receiver = new URL(env.RECEIVER_URL);

describe("the cause of a failed request", () => {
  it("a name that does not resolve", async () => {
    expect(await causeOf("https://no-such-host.invalid/in")).toMatch(
      /^DNS lookup failed: no-such-host\.invalid does not resolve/,
    );
  });

  it("a port nobody listens on", async () => {
    expect(await causeOf("http://127.0.0.1:1/in")).toBe("connection refused or reset by 127.0.0.1:1");
  });

  it("TLS spoken to a plain HTTP port", async () => {
    expect(await causeOf(`https://127.0.0.1:${receiver.port}/in`)).toBe(
      `TLS handshake with 127.0.0.1:${receiver.port} failed (it does not speak TLS there, or its certificate is not trusted)`,
    );
  });

  it("an answer slower than the deadline", async () => {
    expect(await causeOf(`${env.RECEIVER_URL}/slow-3000/${crypto.randomUUID()}`, 500)).toBe(
      `timeout: 127.0.0.1:${receiver.port} did not answer within 0.5 s`,
    );
  });

  it("a Kafka broker (a TCP socket) that does not resolve or refuses: said as both, without the runtime's hint", async () => {
    for (const [host, port] of [
      ["no-such-host.invalid", 9092],
      ["127.0.0.1", 1],
    ] as const) {
      const opening = KafkaConnection.open({
        host,
        port,
        tls: false,
        connector: workersConnector,
        timeoutMs: 5_000,
      });
      await expect(opening).rejects.toThrow(
        `cannot connect to ${host}:${port}: no connection to ${host}:${port} (DNS lookup failed, or the port refused the connection)`,
      );
    }
  });

  it("the edge's statuses say what they mean; a host's own stay bare", () => {
    expect(statusText(530, "error code: 1016")).toBe(
      "530 (DNS lookup failed: the host's name does not resolve)",
    );
    expect(statusText(525, "<html>... error code: 525 ...")).toBe("525 (TLS handshake with the host failed)");
    expect(statusText(521, "down for maintenance")).toBe("521");
    expect(statusText(503, "error code: 1016")).toBe("503");
  });
});

describe("a destination that cannot be reached", () => {
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    api = client(await createAccount("failure-causes"));
  });

  it("says in its delivery status that the host's name does not resolve", async () => {
    const { send, status } = await httpPipelineTo(api, "https://no-such-host.invalid/in", { max_retries: 1 });
    expect((await send([{ message: "hello" }])).status).toBe(200);
    const failed = await eventually(status, (s) => s.last_error !== null);
    const message = (failed.last_error as Json).message as string;
    expect(message).toContain("DNS lookup failed: no-such-host.invalid does not resolve");
    expect(message).not.toContain("internal error");
  }, 60_000);
});
