// A category on the wire.
import type { CategoryRow } from "./store";

export const presentCategory = (r: CategoryRow) => ({ id: r.id, name: r.name, type: r.type });
