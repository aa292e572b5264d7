// A Kafka broker connection (cloudflare:sockets); used by the kafka destination and consumer source.
// One TCP (or TLS) connection to a Kafka broker over the Workers runtime's `connect()` (cloudflare:sockets).
// Requests are framed as INT32 size + request header v1 (api_key INT16, api_version INT16, correlation_id
// INT32, client_id NULLABLE_STRING) + body; a response is INT32 size + correlation_id + body (response
// header v0: we use no flexible versions). One request is in flight at a time; each is bounded by a
// timeout, after which the socket is closed. Failures to connect, read or write are retryable KafkaErrors.

import { socketFailure } from "../../lib/network-failure";
import { KafkaError } from "./errors";
import { Reader, Writer } from "./wire";

export interface SocketLike {
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<Uint8Array>;
  readonly opened: Promise<unknown>;
  close(): Promise<void>;
}

/** Opens a socket; injectable so code outside workerd (unit tests) never loads cloudflare:sockets. */
export type Connector = (address: { hostname: string; port: number }, tls: boolean) => Promise<SocketLike>;

export const workersConnector: Connector = async (address, tls) => {
  const { connect } = await import("cloudflare:sockets");
  return connect(address, { secureTransport: tls ? "on" : "off", allowHalfOpen: false });
};

const CLIENT_ID = "telemetry-pipeline";
/** Larger answers are refused: a producer's responses are small. */
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

export interface ConnectionOptions {
  host: string;
  port: number;
  tls: boolean;
  connector: Connector;
  /** Per request (and for the connect itself), ms. */
  timeoutMs: number;
}

export class KafkaConnection {
  private correlationId = 0;
  private buffered = new Uint8Array(0);
  private closed = false;

  private constructor(
    private readonly socket: SocketLike,
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly writer: WritableStreamDefaultWriter<Uint8Array>,
    readonly address: string,
    private readonly timeoutMs: number,
  ) {}

  static async open(options: ConnectionOptions): Promise<KafkaConnection> {
    const address = `${options.host}:${options.port}`;
    let socket: SocketLike | undefined;
    try {
      socket = await options.connector({ hostname: options.host, port: options.port }, options.tls);
      await withTimeout(socket.opened, options.timeoutMs, `connecting to ${address} timed out`);
    } catch (err) {
      socket?.close().catch(() => {});
      if (err instanceof KafkaError) throw err;
      throw new KafkaError(
        `cannot connect to ${address}: ${socketFailure(err, options.host, options.port)}`,
        true,
      );
    }
    return new KafkaConnection(
      socket,
      socket.readable.getReader(),
      socket.writable.getWriter(),
      address,
      options.timeoutMs,
    );
  }

  /** Sends one request and answers a Reader positioned at the response body. */
  async request(apiKey: number, apiVersion: number, body: Uint8Array): Promise<Reader> {
    if (this.closed) throw new KafkaError(`connection to ${this.address} is closed`, true);
    const correlationId = ++this.correlationId;
    const header = new Writer()
      .int16(apiKey)
      .int16(apiVersion)
      .int32(correlationId)
      .nullableString(CLIENT_ID);
    const frame = new Writer()
      .int32(header.length + body.length)
      .raw(header.written())
      .raw(body)
      .result();
    try {
      return await withTimeout(
        (async () => {
          await this.writer.write(frame);
          const size = new DataView((await this.readExactly(4)).buffer).getInt32(0);
          if (size < 4 || size > MAX_RESPONSE_BYTES)
            throw new KafkaError(`${this.address} answered a frame of ${size} bytes`, false);
          const response = new Reader(await this.readExactly(size));
          const got = response.int32();
          if (got !== correlationId)
            throw new KafkaError(
              `${this.address} answered correlation id ${got}, expected ${correlationId}`,
              true,
            );
          return response;
        })(),
        this.timeoutMs,
        `${this.address} did not answer within ${this.timeoutMs} ms (api key ${apiKey})`,
      );
    } catch (err) {
      await this.close();
      if (err instanceof KafkaError) throw err;
      throw new KafkaError(`connection to ${this.address} failed: ${message(err)}`, true);
    }
  }

  private async readExactly(n: number): Promise<Uint8Array> {
    // Chunks are collected and joined once: copying the buffer per chunk would be quadratic in a large
    // answer sent in small pieces.
    const chunks: Uint8Array[] = [this.buffered];
    let have = this.buffered.length;
    while (have < n) {
      const { value, done } = await this.reader.read();
      if (done) throw new KafkaError(`${this.address} closed the connection`, true);
      chunks.push(value);
      have += value.length;
    }
    const all = chunks.length === 1 ? chunks[0] : new Uint8Array(have);
    if (chunks.length > 1) {
      let at = 0;
      for (const c of chunks) {
        all.set(c, at);
        at += c.length;
      }
    }
    this.buffered = all.slice(n);
    return all.slice(0, n);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      this.reader.releaseLock();
      this.writer.releaseLock();
    } catch {
      // a read still pending: closing the socket ends it
    }
    await this.socket.close().catch(() => {});
  }
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new KafkaError(what, true)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
