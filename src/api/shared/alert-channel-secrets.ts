// The owner-bound secrets of alert channel lists, as the routes that store them use them: v1 channels (views,
// preset alerts) and the notifier's channels (usage-threshold alerts). Lists mask, a single read shows the
// caller what its key sent, writes seal, and a mask sent back keeps the secret of the stored channel at the
// same index when it has the same integration/type.
import { z } from "@hono/zod-openapi";
import { v1ChannelsSchema } from "../../alerts/alert-channel-v1";
import type { V1AlertChannel } from "../../db/schema";
import { maskSecrets } from "../../lib/sealed-secrets";
import { alertChannelSchema } from "../../notify/channels";
import { alignedByKind, fieldOf, sealWrite } from "./secret-writes";
import { revealSecrets, type SecretsCaller } from "./secrets";

const notifierChannelsSchema = z.array(alertChannelSchema);

/** v1 channels as lists answer them. */
export const maskV1Channels = (channels: V1AlertChannel[]): V1AlertChannel[] =>
  maskSecrets(v1ChannelsSchema, channels);

/** v1 channels as a single read by `caller`, or the answer to its write (`sent`), shows them. */
export const revealV1Channels = (caller: SecretsCaller, channels: V1AlertChannel[], sent?: unknown) =>
  revealSecrets(caller, v1ChannelsSchema, channels, sent);

/** v1 channels as stored; `stored` answers the channels stored now (undefined on create). */
export const sealV1Channels = (
  caller: SecretsCaller,
  incoming: V1AlertChannel[],
  stored: () => Promise<V1AlertChannel[] | undefined>,
  at: (string | number)[] = ["channels"],
) =>
  sealWrite(
    caller,
    v1ChannelsSchema,
    incoming,
    async () => alignedByKind(await stored(), incoming, fieldOf("integration")),
    at,
  );

/** The notifier's channels as lists answer them. */
export const maskNotifierChannels = <T>(channels: T[]): T[] => maskSecrets(notifierChannelsSchema, channels);

/** The notifier's channels as a single read by `caller`, or the answer to its write (`sent`), shows them. */
export const revealNotifierChannels = <T>(
  caller: SecretsCaller,
  channels: T[],
  sent?: unknown,
): Promise<T[]> => revealSecrets(caller, notifierChannelsSchema, channels, sent);

/** The notifier's channels as stored; `stored` answers the channels stored now (undefined on create). */
export const sealNotifierChannels = <T>(
  caller: SecretsCaller,
  incoming: T[],
  stored: () => Promise<unknown[] | undefined>,
  at: (string | number)[],
) =>
  sealWrite(
    caller,
    notifierChannelsSchema,
    incoming,
    async () => alignedByKind(await stored(), incoming, fieldOf("type")),
    at,
  );
