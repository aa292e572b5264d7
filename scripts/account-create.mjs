#!/usr/bin/env node
// npm run account:create -- --name <name> [--url <service url>] [--remote]
// Creates an account with one service key and one ingestion key and prints exactly one JSON object
// {"account_id", "service_key", "ingestion_key"} on stdout (scripts/create.mjs: through the running
// service's POST /admin/accounts, or SQL when none runs). Everything else goes to stderr.
import { accountSql } from "./account-sql.mjs";
import { create } from "./create.mjs";

await create("account:create", "/admin/accounts", accountSql, (a) => ({
  account_id: a.account_id,
  service_key: a.service_key,
  ingestion_key: a.ingestion_key,
}));
