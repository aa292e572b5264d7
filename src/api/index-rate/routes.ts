// Index-rate alert: `GET/PUT /v1/config/index-rate`, one config per account, in the LogDNA v1 shape the
// terraform resource `logdna_index_rate_alert` reads and writes. Evaluation lives in src/alerts/index-rate.ts.
// The PagerDuty keys, Slack URLs (which carry a token), webhook URLs and header values are owner-bound
// (src/lib/sealed-secrets.ts): sealed at rest, read in clear only by the key that sent them and as ********
// by every other, and ******** sent back at an index keeps the value stored at that index of the same list.
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { sealWrite } from "../shared/secret-writes";
import { secretsCaller } from "../shared/secrets";
import { presentIndexRateAlert } from "./present";
import { type Config, channelsWrite, configSchema, configWrite, noChannels } from "./schemas";
import { getIndexRateAlert, upsertIndexRateAlert } from "./store";

const tags = ["Index Rate Alert"];
const path = "/v1/config/index-rate";

/** What an account that never set its config reads: nothing configured, disabled. */
const DEFAULT_CONFIG: Config = {
  max_lines: null,
  max_z_score: null,
  threshold_alert: "separate",
  frequency: "hourly",
  channels: noChannels(),
  enabled: false,
};

export const indexRateRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path,
      tags,
      summary: "Get the index rate alert",
      description:
        "The account's index rate alert. An account that never set one reads the default: no limits, " +
        "`separate`, `hourly`, no channels, disabled.",
      responses: { 200: jsonResponse(configSchema, "The account's index rate alert") },
    }),
    async (c) => {
      const row = await getIndexRateAlert(c.get("db"), c.get("caller").accountId);
      return c.json(row ? await presentIndexRateAlert(secretsCaller(c), row) : DEFAULT_CONFIG, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path,
      tags,
      summary: "Set the index rate alert",
      description:
        "Replaces the account's index rate alert (creating it the first time). It watches the lines the " +
        "account stores per hour or per UTC day (lines kept out by exclusion rules do not count) and fires " +
        "when a complete period stores more than `max_lines`, or when its z-score against the previous 24 " +
        "hours (7 days) is above `max_z_score`; `both` fires only when both are crossed. No z-score is " +
        "computed with fewer than 3 previous periods that stored lines, or when they all stored the same " +
        "number. Each firing notifies every channel once: one email to the addresses, one PagerDuty event " +
        "per key, one Slack message per URL, one request per webhook (`bodyTemplate` as an object or its JSON " +
        "text, answered as the JSON text, the form the terraform provider reads). A change restarts " +
        "the evaluation with the latest complete period; a period that already fired does not fire again. " +
        "PagerDuty keys, Slack URLs, webhook URLs and header values are owner-bound: read in clear only by " +
        "the API key that sent them, as ******** by every other; sending ******** at an index of its list " +
        "keeps the value stored at that index (not with a changed webhook URL: send its headers again).",
      request: jsonBody(configWrite),
      responses: { 200: jsonResponse(configSchema, "The stored index rate alert") },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const accountId = c.get("caller").accountId;
      const db = c.get("db");
      const stored = async () => (await getIndexRateAlert(db, accountId))?.channels;
      const channels = await sealWrite(secretsCaller(c), channelsWrite, body.channels, stored, ["channels"]);
      const values = {
        maxLines: body.max_lines ?? null,
        maxZScore: body.max_z_score ?? null,
        thresholdAlert: body.threshold_alert,
        frequency: body.frequency,
        channels: channels as unknown as Record<string, string[]>,
        enabled: body.enabled,
        evaluatedThrough: null,
        updatedAt: new Date().toISOString(),
      };
      const row = await upsertIndexRateAlert(db, accountId, values);
      return c.json(await presentIndexRateAlert(secretsCaller(c), row, body.channels), 200);
    },
  );
