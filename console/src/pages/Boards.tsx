// Boards: the account's boards by category (GET /v1/config/board), and a board's graphs, each drawn from
// GET /v1/config/board/{id}/graph/{index}/data (src/boards/Graph.tsx, loaded with the board).
import { lazy, Suspense } from "react";
import { Link, useParams } from "wouter";
import { Alert } from "../Alert";
import type { BoardGraph } from "../boards/graph-types";
import { useRead } from "../use-read";

interface Board {
  boardid: string;
  title: string;
  description: string | null;
  graphs: BoardGraph[];
  category: string[];
}

const Graph = lazy(() => import("../boards/Graph"));
const UNCATEGORIZED = "Uncategorized";

export default function Boards({ apiKey }: { apiKey: string }) {
  const { data: boards, error } = useRead<Board[]>(apiKey, "/v1/config/board");
  const groups = new Map<string, Board[]>();
  for (const b of boards ?? [])
    for (const name of b.category.length > 0 ? b.category : [UNCATEGORIZED])
      groups.set(name, [...(groups.get(name) ?? []), b]);
  const sorted = [...groups].sort(([a], [b]) =>
    a === UNCATEGORIZED ? 1 : b === UNCATEGORIZED ? -1 : a.localeCompare(b),
  );
  return (
    <section className="page boards" aria-labelledby="boards-title">
      <h1 id="boards-title">Boards</h1>
      <Alert message={error} />
      {!boards && !error && <p role="status">Loading…</p>}
      {boards?.length === 0 && <p className="hint">No boards yet: create one with POST /v1/config/board.</p>}
      {sorted.map(([category, members]) => (
        <section key={category} aria-label={category}>
          <h2>{category}</h2>
          <ul className="board-list">
            {members.map((b) => (
              <li key={b.boardid}>
                <Link href={`/boards/${encodeURIComponent(b.boardid)}`}>{b.title}</Link>
                <span className="hint">
                  {b.graphs.length} graph{b.graphs.length === 1 ? "" : "s"}
                  {b.description ? ` · ${b.description}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export function BoardPage({ apiKey }: { apiKey: string }) {
  const { boardId } = useParams<{ boardId: string }>();
  const { data: board, error } = useRead<Board>(apiKey, `/v1/config/board/${encodeURIComponent(boardId)}`);
  return (
    <section className="page board" aria-labelledby="board-title">
      <p>
        <Link href="/boards">All boards</Link>
      </p>
      <Alert message={error} />
      {!board && !error && <p role="status">Loading…</p>}
      {board && (
        <>
          <h1 id="board-title">{board.title}</h1>
          {board.description && <p className="hint">{board.description}</p>}
          {board.graphs.length === 0 && <p className="hint">This board has no graphs yet.</p>}
          <div className="graphs">
            <Suspense fallback={<p role="status">Loading…</p>}>
              {board.graphs.map((graph, index) => (
                <Graph
                  // biome-ignore lint/suspicious/noArrayIndexKey: a graph is its index on its board
                  key={index}
                  apiKey={apiKey}
                  boardId={board.boardid}
                  index={index}
                  graph={graph}
                />
              ))}
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
