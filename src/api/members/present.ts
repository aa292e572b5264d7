// A member on the wire: its email, role and group ids.
import type { members } from "../../db/schema";

export const presentMember = (m: typeof members.$inferSelect, groups: string[]) => ({
  email: m.email,
  role: m.role,
  groups,
});
