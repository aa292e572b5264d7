// A board on the wire.
import type { Graph } from "./graphs";
import type { BoardRow } from "./store";

export const presentBoard = (b: BoardRow, category: string[]) => ({
  boardid: b.id,
  title: b.title,
  description: b.description,
  graphs: b.graphs as Graph[],
  category,
});
