// An API key on the wire: never the key itself (the routes add `key` where it may be shown).
import type { apiKeys } from "../../db/schema";

type KeyRow = {
  id: string;
  name: string;
  type: (typeof apiKeys.$inferSelect)["type"];
  createdAt: string;
  email: string | null;
};

export const presentKey = (r: KeyRow) => ({
  id: r.id,
  name: r.name,
  type: r.type,
  created: Date.parse(r.createdAt),
  member: r.email,
});
