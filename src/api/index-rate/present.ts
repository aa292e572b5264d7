// The index-rate alert on the wire: the owner-bound secrets shown as the caller may see them.
import type { IndexRateAlertRow, IndexRateChannels } from "../../alerts/index-rate";
import { revealSecrets, type SecretsCaller } from "../shared/secrets";
import { type Config, channelsWrite, noChannels } from "./schemas";

/** The alert as the caller reads it (a singleton), or its write (`sentChannels`) answers it. */
export const presentIndexRateAlert = async (
  caller: SecretsCaller,
  r: IndexRateAlertRow,
  sentChannels?: unknown,
): Promise<Config> => ({
  max_lines: r.maxLines,
  max_z_score: r.maxZScore,
  threshold_alert: r.thresholdAlert,
  frequency: r.frequency,
  channels: (await revealSecrets(
    caller,
    channelsWrite,
    {
      ...noChannels(),
      ...(r.channels as Partial<IndexRateChannels>),
    },
    sentChannels,
  )) as Config["channels"],
  enabled: r.enabled,
});
