// Opaque keyset cursors for list endpoints: the sort key of the last row, base64url encoded.
export function encodeCursor(parts: string[]): string {
  return btoa(JSON.stringify(parts)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

export function decodeCursor(cursor: string, arity: number): string[] | null {
  try {
    const parts = JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")));
    return Array.isArray(parts) && parts.length === arity && parts.every((p) => typeof p === "string")
      ? parts
      : null;
  } catch {
    return null;
  }
}
