// SQL that creates one enterprise with one enterprise key. Shared by `npm run enterprise:create` (through
// wrangler d1 execute) and the tests (through the D1 binding). The key is 256 random bits; only its SHA-256
// is stored. Accounts join the enterprise through the Enterprise API (`POST /v2/enterprise/accounts`,
// `POST /v2/enterprise/accounts/attach`).

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const quote = (s) => `'${String(s).replaceAll("'", "''")}'`;

async function sha256(text) {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/** @param {string} name @returns {Promise<{statements: string[], result: {enterprise_id: string, enterprise_key: string}}>} */
export async function enterpriseSql(name) {
  const enterpriseId = crypto.randomUUID();
  const key = hex(crypto.getRandomValues(new Uint8Array(32)));
  return {
    statements: [
      `INSERT INTO enterprises (id, name) VALUES (${quote(enterpriseId)}, ${quote(name)});`,
      `INSERT INTO enterprise_keys (id, enterprise_id, name, key_hash) VALUES (${quote(crypto.randomUUID())}, ${quote(enterpriseId)}, 'enterprise key', ${quote(await sha256(key))});`,
    ],
    result: { enterprise_id: enterpriseId, enterprise_key: key },
  };
}
