// The write-only secrets of alert channel lists, as the routes that store them use them: v1 channels (views,
// preset alerts) and the notifier's channels (usage-threshold alerts). Reads mask, writes seal, and a mask
// sent back keeps the secret of the stored channel at the same index when it has the same integration/type.
import { z } from "@hono/zod-openapi";
import { v1ChannelsSchema } from "../../alerts/alert-channel-v1";
import type { V1AlertChannel } from "../../db/schema";
import type { Bindings } from "../../env";
import { maskSecrets } from "../../lib/sealed-secrets";
import { alertChannelSchema } from "../../notify/channels";
import { alignedByKind, fieldOf, sealWrite } from "./secret-writes";

const notifierChannelsSchema = z.array(alertChannelSchema);

/** v1 channels as every read answers them. */
export const maskV1Channels = (channels: V1AlertChannel[]): V1AlertChannel[] =>
  maskSecrets(v1ChannelsSchema, channels);

/** v1 channels as stored; `stored` answers the channels stored now (undefined on create). */
export const sealV1Channels = (
  env: Bindings,
  incoming: V1AlertChannel[],
  stored: () => Promise<V1AlertChannel[] | undefined>,
  at: (string | number)[] = ["channels"],
) =>
  sealWrite(
    env,
    v1ChannelsSchema,
    incoming,
    async () => alignedByKind(await stored(), incoming, fieldOf("integration")),
    at,
  );

/** The notifier's channels as every read answers them. */
export const maskNotifierChannels = <T>(channels: T[]): T[] => maskSecrets(notifierChannelsSchema, channels);

/** The notifier's channels as stored; `stored` answers the channels stored now (undefined on create). */
export const sealNotifierChannels = <T>(
  env: Bindings,
  incoming: T[],
  stored: () => Promise<unknown[] | undefined>,
  at: (string | number)[],
) =>
  sealWrite(
    env,
    notifierChannelsSchema,
    incoming,
    async () => alignedByKind(await stored(), incoming, fieldOf("type")),
    at,
  );
