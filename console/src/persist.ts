// A preference of this browser (localStorage, as JSON): kept across tabs and visits, never sent anywhere.
import { useState } from "react";

const PREFIX = "pipeline-service.";

function read<T>(name: string, fallback: T): T {
  try {
    const text = localStorage.getItem(PREFIX + name);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

/** useState kept in localStorage under `name`. */
export function usePreference<T>(name: string, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(name, fallback));
  return [
    value,
    (next: T) => {
      localStorage.setItem(PREFIX + name, JSON.stringify(next));
      setValue(next);
    },
  ];
}
