// A line's context, like `grep -C` (GET /v1/context/{id}): the lines of its host and app just before and after
// it, oldest first, in a modal dialog; `Load older` and `Load newer` read further from the first or last line.
import { useEffect, useRef, useState } from "react";
import { apiJson } from "../api";
import { messageOf } from "../use-read";
import { type ExportedLine, timeFormat } from "./search";

interface ContextAnswer {
  line: ExportedLine;
  before: ExportedLine[];
  after: ExportedLine[];
  more_before: boolean;
  more_after: boolean;
}

const STEP = 25;

export function Context({ apiKey, id, onClose }: { apiKey: string; id: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [lines, setLines] = useState<ExportedLine[]>([]);
  const [more, setMore] = useState({ older: false, newer: false });
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const read = async (from: string, before: number, after: number) => {
    setLoading(true);
    setError(null);
    try {
      return await apiJson<ContextAnswer>(
        apiKey,
        `/v1/context/${encodeURIComponent(from)}?before=${before}&after=${after}`,
      );
    } catch (err) {
      setError(messageOf(err));
      return null;
    } finally {
      setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per line
  useEffect(() => {
    dialog.current?.showModal();
    void read(id, STEP, STEP).then((answer) => {
      if (!answer) return;
      setLines([...answer.before, answer.line, ...answer.after]);
      setMore({ older: answer.more_before, newer: answer.more_after });
    });
  }, [id]);

  const older = async () => {
    const answer = await read(lines[0]._id, STEP, 0);
    if (!answer) return;
    setLines((now) => [...answer.before, ...now]);
    setMore((m) => ({ ...m, older: answer.more_before }));
  };
  const newer = async () => {
    const answer = await read(lines[lines.length - 1]._id, 0, STEP);
    if (!answer) return;
    setLines((now) => [...now, ...answer.after]);
    setMore((m) => ({ ...m, newer: answer.more_after }));
  };

  const target = lines.find((l) => l._id === id);
  return (
    <dialog ref={dialog} className="context" aria-label="Context" onClose={onClose}>
      <header>
        <h2>Context</h2>
        <p className="hint">
          {target ? `Lines of ${target._host} / ${target._app} around ${timeFormat.format(target._ts)}` : ""}
        </p>
        <button type="button" className="quiet" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </header>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {more.older && (
        <button type="button" className="quiet" disabled={loading} onClick={() => void older()}>
          Load older
        </button>
      )}
      <ol className="context-lines" aria-label="Context lines" aria-busy={loading}>
        {lines.map((l) => (
          <li key={l._id} aria-current={l._id === id ? "true" : undefined}>
            <time dateTime={new Date(l._ts).toISOString()}>{timeFormat.format(l._ts)}</time>
            {l.level && <span className={`level level-${l.level.toLowerCase()}`}>{l.level}</span>}
            <span className="text">{l._line}</span>
          </li>
        ))}
      </ol>
      {more.newer && (
        <button type="button" className="quiet" disabled={loading} onClick={() => void newer()}>
          Load newer
        </button>
      )}
    </dialog>
  );
}
