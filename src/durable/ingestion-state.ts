// The ingestion-suspension state of one account. Suspending takes two calls: `requestSuspension`
// hands out a single-use token that expires, `confirmSuspension` with that token suspends. All state
// is in the object's storage (nothing in memory), so it survives eviction and restarts.
//
// Ingestion does not call this object: every transition also writes `accounts.ingestion_suspended`,
// which the ingestion key lookup reads in the same query, so a line costs no round trip here.
import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { accounts } from "../db/schema";
import type { Bindings } from "../env";
import { generateSecret, sha256Hex } from "../lib/secrets";

/** How long a suspension token stays valid. */
export const SUSPEND_TOKEN_TTL_MS = 5 * 60_000;

interface StoredState {
  suspended: boolean;
  pending: { tokenHash: string; expiresAt: number } | null;
  changedAt: number | null;
}

export type ConfirmOutcome = "suspended" | "invalid" | "expired";

const KEY = "state";
const initial: StoredState = { suspended: false, pending: null, changedAt: null };

export class IngestionStateObject extends DurableObject<Bindings> {
  private async read(): Promise<StoredState> {
    return (await this.ctx.storage.get<StoredState>(KEY)) ?? initial;
  }

  async status(): Promise<{ suspended: boolean; changedAt: number | null }> {
    const state = await this.read();
    return { suspended: state.suspended, changedAt: state.changedAt };
  }

  /** First call: a new token replaces any earlier one. The token itself is never stored. */
  async requestSuspension(now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const token = generateSecret();
    const expiresAt = now + SUSPEND_TOKEN_TTL_MS;
    return this.ctx.blockConcurrencyWhile(async () => {
      const state = await this.read();
      await this.ctx.storage.put(KEY, {
        ...state,
        pending: { tokenHash: await sha256Hex(token), expiresAt },
      });
      return { token, expiresAt };
    });
  }

  /** Second call. A token is consumed by its first confirmation, right or late. */
  async confirmSuspension(accountId: string, token: string, now = Date.now()): Promise<ConfirmOutcome> {
    const tokenHash = await sha256Hex(token);
    return this.ctx.blockConcurrencyWhile(async () => {
      const state = await this.read();
      if (!state.pending || state.pending.tokenHash !== tokenHash) return "invalid";
      if (state.pending.expiresAt <= now) {
        await this.ctx.storage.put(KEY, { ...state, pending: null });
        return "expired";
      }
      // D1 first: if it fails, nothing changed here and the caller may try again with the same token.
      await this.mirror(accountId, true);
      await this.ctx.storage.put(KEY, { suspended: true, pending: null, changedAt: now });
      return "suspended";
    });
  }

  async resume(accountId: string, now = Date.now()): Promise<void> {
    await this.ctx.blockConcurrencyWhile(async () => {
      const state = await this.read();
      await this.mirror(accountId, false);
      await this.ctx.storage.put(KEY, {
        suspended: false,
        pending: null,
        changedAt: state.suspended ? now : state.changedAt,
      });
    });
  }

  private async mirror(accountId: string, suspended: boolean) {
    await createDb(this.env.DB)
      .update(accounts)
      .set({ ingestionSuspended: suspended })
      .where(eq(accounts.id, accountId));
  }
}

/** The object of one account: named by the account id, so every location reaches the same one. */
export const ingestionStateOf = (env: Bindings, accountId: string) =>
  env.INGESTION_STATE.get(env.INGESTION_STATE.idFromName(accountId));
