// A page's read of the API: its answer once it came, or the API's message; a newer read (another path, another
// key) replaces an older one still under way, whose answer is dropped.
import { useEffect, useRef, useState } from "react";
import { ApiFailure, apiJson } from "./api";

export interface Read<T> {
  data: T | null;
  error: string | null;
}

/** What went wrong, as the API said it (with each field it named). */
export const messageOf = (err: unknown) => (err instanceof ApiFailure ? err.fullMessage : String(err));

/**
 * The result of `load`, run again whenever `key` (what `load` reads, as text) or `reloads` (a count of asks to
 * read the same again) changes. Another key clears what was shown; a reload keeps it until the new answer
 * comes, so a page refreshed after a change does not blink (or unmount what it was showing).
 */
export function useLoad<T>(load: () => Promise<T>, key: string, reloads = 0): Read<T> {
  const [state, setState] = useState<Read<T>>({ data: null, error: null });
  const shownKey = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `reloads` say what `load` reads
  useEffect(() => {
    let current = true;
    if (shownKey.current !== key) {
      shownKey.current = key;
      setState({ data: null, error: null });
    }
    load()
      .then((data) => current && setState({ data, error: null }))
      .catch((err) => current && setState({ data: null, error: messageOf(err) }));
    return () => {
      current = false;
    };
  }, [key, reloads]);
  return state;
}

/** GET `path` as JSON with the key; `reload()` reads it again (after a change the page made). */
export function useRead<T>(apiKey: string, path: string) {
  const [reloads, setReloads] = useState(0);
  const read = useLoad(() => apiJson<T>(apiKey, path), `${apiKey} ${path}`, reloads);
  return { ...read, reload: () => setReloads((v) => v + 1) };
}

/**
 * Runs one change at a time: busy while it runs, its failure kept to show (`error`, the API's message; `failure`,
 * what was thrown, for a page that tells a 409 from the rest), `done` told when it worked.
 */
export function useAction(done?: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (change: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
      done?.();
      return true;
    } catch (err) {
      setFailure(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, error: failure === null ? null : messageOf(failure), run };
}
