#!/usr/bin/env node
// npm run account:create -- --name <name> [--remote]
// Creates an account with one service key and one ingestion key and prints exactly one JSON object
// {"account_id", "service_key", "ingestion_key"} on stdout. Everything else goes to stderr.
import { accountSql } from "./account-sql.mjs";
import { createWithSql } from "./create-with-sql.mjs";

await createWithSql("account:create", accountSql);
