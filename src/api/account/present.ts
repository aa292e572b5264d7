// The account on the wire: the list of its settings, each with its value and what it means.
import type { AccountRow } from "../../env";
import { betaFeatures, plans } from "./settings";

export function presentSettings(account: AccountRow) {
  return [
    { name: "account_id", value: account.id, description: "Identifier of the account (read-only)" },
    { name: "name", value: account.name, description: "Display name of the account" },
    { name: "plan", value: account.plan, description: `Plan: ${plans.join(", ")}` },
    {
      name: "retention_days",
      value: account.retentionDays,
      description: "Days stored log lines are kept (1 to 365)",
    },
    {
      name: "cold_after_days",
      value: account.coldAfterDays,
      description: "Days after which stored lines move to the cold tier (R2): still searchable, only slower",
    },
    {
      name: "export_line_limit",
      value: account.exportLineLimit,
      description: "Most lines one export v1 request returns (10000 or 20000)",
    },
    {
      name: "cors_origins",
      value: account.corsOrigins,
      description: "Browser origins allowed to call the API with this account's keys",
    },
    {
      name: "beta_features",
      value: account.betaFeatures,
      description: `Beta features enabled for the account: ${betaFeatures.join(", ")}`,
    },
  ];
}
