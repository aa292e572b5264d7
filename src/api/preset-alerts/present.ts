// A preset alert on the wire: lists mask the channels' secrets, a single read shows the caller what its key sent.
import { maskV1Channels, revealV1Channels } from "../shared/alert-channel-secrets";
import type { SecretsCaller } from "../shared/secrets";
import type { PresetAlertRow } from "./store";

/** As lists answer it: the channels' secrets masked. */
export const presentPresetAlert = (r: PresetAlertRow) => ({
  presetid: r.id,
  name: r.name,
  channels: maskV1Channels(r.channels),
});

/** As a single read by the caller, or the answer to its write, shows it: the secrets its key sent. */
export const presentPresetAlertToCaller = async (
  caller: SecretsCaller,
  r: PresetAlertRow,
  sentChannels?: unknown,
) => ({
  ...presentPresetAlert(r),
  channels: await revealV1Channels(caller, r.channels, sentChannels),
});
