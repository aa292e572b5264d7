// SQL that creates one account with one service key and one ingestion key. Shared by
// `npm run account:create` (through wrangler d1 execute) and the tests (through the D1 binding).
// Keys are 256 random bits; only their SHA-256 is stored.

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const quote = (s) => `'${String(s).replaceAll("'", "''")}'`;

async function sha256(text) {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/** @param {string} name @returns {Promise<{statements: string[], result: {account_id: string, service_key: string, ingestion_key: string}}>} */
export async function accountSql(name) {
  const accountId = crypto.randomUUID();
  const serviceKey = hex(crypto.getRandomValues(new Uint8Array(32)));
  const ingestionKey = hex(crypto.getRandomValues(new Uint8Array(32)));
  const key = async (type, secret) =>
    `INSERT INTO api_keys (id, account_id, type, name, key_hash) VALUES (${quote(crypto.randomUUID())}, ${quote(accountId)}, '${type}', '${type} key', ${quote(await sha256(secret))});`;
  return {
    statements: [
      `INSERT INTO accounts (id, name) VALUES (${quote(accountId)}, ${quote(name)});`,
      await key("service", serviceKey),
      await key("ingestion", ingestionKey),
    ],
    result: { account_id: accountId, service_key: serviceKey, ingestion_key: ingestionKey },
  };
}
