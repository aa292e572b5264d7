// A view on the wire: lists mask the channels' secrets, a single read shows the caller what its key sent.
import { maskV1Channels, revealV1Channels } from "../shared/alert-channel-secrets";
import type { SecretsCaller } from "../shared/secrets";
import type { ViewRow } from "./store";

export const presentView = (v: ViewRow, category: string[]) => ({
  viewid: v.id,
  name: v.name,
  query: v.query,
  hosts: v.hosts,
  apps: v.apps,
  levels: v.levels,
  tags: v.tags,
  category,
  presetid: v.presetId,
  // What the terraform provider reads (response_types.go `viewResponse.PresetIds`, joined into `presetid`).
  presetids: v.presetId ? [v.presetId] : [],
  channels: maskV1Channels(v.channels),
});

/** One view as the caller reads it, or the answer to its write: the channel secrets its key sent in clear. */
export const presentViewToCaller = async (
  caller: SecretsCaller,
  v: ViewRow,
  category: string[],
  sentChannels?: unknown,
) => ({ ...presentView(v, category), channels: await revealV1Channels(caller, v.channels, sentChannels) });
