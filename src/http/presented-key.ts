// The key a request presents, in the forms each API takes (its own module: the account and the enterprise
// authentication both read it).

/**
 * Reads the presented key. Every API takes `Authorization: Token <key>`; the v1/v2 APIs also take
 * the LogDNA-era `servicekey` header and HTTP Basic with the key as the user name.
 */
export function presentedKey(headers: Headers, legacyForms: boolean): string | null {
  const authorization = headers.get("authorization")?.trim() ?? "";
  const token = /^Token\s+(\S+)$/i.exec(authorization);
  if (token) return token[1];
  if (!legacyForms) return null;
  const servicekey = headers.get("servicekey")?.trim();
  if (servicekey) return servicekey;
  const basic = /^Basic\s+(\S+)$/i.exec(authorization);
  if (basic) {
    try {
      const user = atob(basic[1]).split(":")[0];
      return user || null;
    } catch {
      return null;
    }
  }
  return null;
}
