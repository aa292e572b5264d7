// A group on the wire: `groupid`, its scopes and its members' emails.
import type { memberGroups } from "../../db/schema";

export const presentGroup = (r: typeof memberGroups.$inferSelect, members: string[]) => ({
  groupid: r.id,
  name: r.name,
  accessScopes: r.accessScopes,
  members,
});
