// D1 bindings for tests that send the Worker's fetch handler a database other than the test's: one whose
// every statement fails the way D1 fails, one that counts the statements it is sent.
import { env } from "cloudflare:test";

/** A D1 binding whose every statement fails with `error`. */
export function failingDb(error: () => Error): D1Database {
  const statement = new Proxy(
    {},
    {
      get: (_t, prop) => (prop === "bind" ? () => statement : () => Promise.reject(error())),
    },
  );
  return new Proxy(env.DB, {
    get: (target, prop) =>
      prop === "prepare"
        ? () => statement
        : prop === "batch"
          ? () => Promise.reject(error())
          : Reflect.get(target, prop),
  });
}

/** The test's D1, counting the statements prepared on it (every query, batched or not, is one). */
export function countingDb(): { db: D1Database; statements: () => number } {
  let statements = 0;
  const db = new Proxy(env.DB, {
    get: (target, prop) => {
      const value = Reflect.get(target, prop);
      if (prop === "prepare")
        return (query: string) => {
          statements++;
          return target.prepare(query);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, statements: () => statements };
}
