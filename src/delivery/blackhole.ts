// The blackhole destination: counts what reaches it (in the run's statistics) and discards it.
import { z } from "zod";
import { defineDestination } from "../engine/kinds/define";
import { deliveryOptions } from "./config";

export const blackhole = defineDestination({
  type: "blackhole",
  title: "Blackhole",
  description: "Counts and discards events",
  config: deliveryOptions(z.strictObject({})),
  deliver: async () => ({ ok: true, attempts: 0 }),
});
