// The one way the service sends email. Drivers: `outbox` (a D1 table: local development and tests, where
// nothing may leave the machine) and `http` (a JSON POST to a configurable email provider).
import { createDb } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Bindings } from "../env";
import { statusText } from "../lib/network-failure";
import { fetchOrThrow } from "../vendors/http";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The account the mail is about, for the outbox. */
  accountId?: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

class OutboxSender implements EmailSender {
  constructor(private readonly env: Bindings) {}
  async send(message: EmailMessage) {
    await createDb(this.env.DB)
      .insert(emailOutbox)
      .values({
        id: crypto.randomUUID(),
        accountId: message.accountId ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
  }
}

class HttpProviderSender implements EmailSender {
  constructor(
    private readonly url: string,
    private readonly key: string | undefined,
    private readonly from: string,
  ) {}
  async send(message: EmailMessage) {
    const res = await fetchOrThrow("email provider", this.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(this.key && { authorization: `Bearer ${this.key}` }),
      },
      body: JSON.stringify({ from: this.from, to: message.to, subject: message.subject, text: message.text }),
    });
    // A refused mail is an error, so the job that sent it is retried rather than reported as done.
    if (!res.ok) {
      const text = (await res.text()).slice(0, 200);
      throw new Error(`email provider answered ${statusText(res.status, text)}: ${text}`);
    }
  }
}

export function emailSender(env: Bindings): EmailSender {
  const driver = env.EMAIL_DRIVER ?? "outbox";
  if (driver === "outbox") return new OutboxSender(env);
  if (driver === "http") {
    if (!env.EMAIL_PROVIDER_URL) throw new Error("EMAIL_DRIVER=http needs EMAIL_PROVIDER_URL");
    return new HttpProviderSender(
      env.EMAIL_PROVIDER_URL,
      env.EMAIL_PROVIDER_KEY,
      env.EMAIL_FROM ?? "exports@localhost",
    );
  }
  throw new Error(`unknown EMAIL_DRIVER ${driver}: use outbox or http`);
}
