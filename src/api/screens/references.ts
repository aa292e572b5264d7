// Screens' graph widgets name a board and one of its graphs by index. Boards ask here before a delete or
// an update that drops graphs, so no screen is left showing a graph that is gone.
import { type SQL, sql } from "drizzle-orm";
import { screens } from "../../db/schema";

/** True (in SQL) when a screen of the account shows graph `fromGraph` or a later one of the board. */
export function screensUseBoardGraphs(accountId: string, boardId: string, fromGraph: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${screens}, json_each(${screens.widgets}) AS w
    WHERE ${screens.accountId} = ${accountId}
      AND json_extract(w.value, '$.board_id') = ${boardId}
      AND json_extract(w.value, '$.graph') >= ${fromGraph})`;
}
