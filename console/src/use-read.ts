// A page's read of the API: its answer once it came, or the API's message; a newer read (another path, another
// key) replaces an older one still under way, whose answer is dropped.
import { useEffect, useState } from "react";
import { ApiFailure, apiJson } from "./api";

export interface Read<T> {
  data: T | null;
  error: string | null;
}

export const messageOf = (err: unknown) => (err instanceof ApiFailure ? err.message : String(err));

/** The result of `load`, run again whenever `key` (what `load` reads, as text) changes. */
export function useLoad<T>(load: () => Promise<T>, key: string): Read<T> {
  const [state, setState] = useState<Read<T>>({ data: null, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says what `load` reads
  useEffect(() => {
    let current = true;
    setState({ data: null, error: null });
    load()
      .then((data) => current && setState({ data, error: null }))
      .catch((err) => current && setState({ data: null, error: messageOf(err) }));
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}

/** GET `path` as JSON with the key. */
export const useRead = <T>(apiKey: string, path: string): Read<T> =>
  useLoad(() => apiJson<T>(apiKey, path), `${apiKey} ${path}`);
