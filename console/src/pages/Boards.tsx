// Boards: the account's boards by category (GET /v1/config/board), and a board's graphs, each drawn from
// GET /v1/config/board/{id}/graph/{index}/data (src/boards/Graph.tsx, loaded with the board). A writer
// creates a board and edits one (its graphs included) through the form the API's own schema makes (BoardWrite
// in /openapi.json).
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "wouter";
import { Alert } from "../Alert";
import { openApiDocument, sendJson } from "../api";
import type { BoardGraph } from "../boards/graph-types";
import { type Caller, canWrite } from "../caller";
import { SchemaCreateForm, SchemaForm } from "../forms/SchemaForm";
import { cleanValue, type JsonSchema } from "../forms/schema";
import { useAction, useLoad, useRead } from "../use-read";

interface Board {
  boardid: string;
  title: string;
  description: string | null;
  graphs: BoardGraph[];
  category: string[];
}

const Graph = lazy(() => import("../boards/Graph"));
const BOARD_SCHEMA: JsonSchema = { $ref: "#/components/schemas/BoardWrite" };
const UNCATEGORIZED = "Uncategorized";

export default function Boards({ apiKey, caller }: { apiKey: string; caller: Caller | null }) {
  const read = useRead<Board[]>(apiKey, "/v1/config/board");
  const { data: boards, error } = read;
  const doc = useLoad(openApiDocument, "openapi");
  const action = useAction(read.reload);
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
      {boards?.length === 0 && <p className="hint">No boards yet.</p>}
      {canWrite(caller) && doc.data && (
        <details className="new-board">
          <summary>New board</summary>
          <Alert message={action.error} />
          <SchemaCreateForm
            label="New board"
            schema={BOARD_SCHEMA}
            root={doc.data}
            submit="Create board"
            busy={action.busy}
            create={(body) => action.run(() => sendJson(apiKey, "POST", "/v1/config/board", body))}
          />
        </details>
      )}
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

export function BoardPage({ apiKey, caller }: { apiKey: string; caller: Caller | null }) {
  const { boardId } = useParams<{ boardId: string }>();
  const path = `/v1/config/board/${encodeURIComponent(boardId)}`;
  const read = useRead<Board>(apiKey, path);
  const { data: board, error } = read;
  const [editing, setEditing] = useState(false);
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
          {canWrite(caller) && !editing && (
            <button type="button" className="quiet" onClick={() => setEditing(true)}>
              Edit board
            </button>
          )}
          {editing && (
            <BoardEditor
              apiKey={apiKey}
              path={path}
              board={board}
              onDone={(saved) => {
                setEditing(false);
                if (saved) read.reload();
              }}
            />
          )}
          {board.graphs.length === 0 && <p className="hint">This board has no graphs yet.</p>}
          <div className="graphs">
            <Suspense fallback={<p role="status">Loading…</p>}>
              {board.graphs.map((graph, index) => (
                <Graph
                  // biome-ignore lint/suspicious/noArrayIndexKey: a graph is its index on its board (and drawn again when an edit changed it)
                  key={`${index} ${JSON.stringify(graph)}`}
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

/** The board as the form the API's schema makes, saved whole with PUT (the API's full replace). */
function BoardEditor({
  apiKey,
  path,
  board,
  onDone,
}: {
  apiKey: string;
  path: string;
  board: Board;
  onDone: (saved: boolean) => void;
}) {
  const doc = useLoad(openApiDocument, "openapi");
  const [value, setValue] = useState<unknown>({
    title: board.title,
    description: board.description,
    graphs: board.graphs,
    category: board.category,
  });
  const action = useAction(() => onDone(true));
  return (
    <>
      <Alert message={doc.error ?? action.error} />
      {doc.data && (
        <form
          className="schema-form"
          aria-label="Edit board"
          onSubmit={(e) => {
            e.preventDefault();
            const root = doc.data;
            action.run(() => sendJson(apiKey, "PUT", path, cleanValue(value, BOARD_SCHEMA, root)));
          }}
        >
          <SchemaForm schema={BOARD_SCHEMA} root={doc.data} value={value} onChange={setValue} />
          <div className="form-actions">
            <button type="submit" disabled={action.busy}>
              Save board
            </button>
            <button type="button" className="quiet" onClick={() => onDone(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </>
  );
}
