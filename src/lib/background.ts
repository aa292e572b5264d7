// Work that outlives the answer: the running request's waitUntil (`cloudflare:workers`), imported on first use
// because the modules that call it are also loaded by pure tests in Node, where that module does not exist.

type WaitUntil = (promise: Promise<unknown>) => void;
let waitUntilOf: Promise<WaitUntil | null> | undefined;

function backgroundRunner(): Promise<WaitUntil | null> {
  waitUntilOf ??= import("cloudflare:workers").then(
    (m) => m.waitUntil as WaitUntil,
    () => null,
  );
  return waitUntilOf;
}

/** Keeps `work` running after the answer (it must not reject: catch and log inside). */
export function inBackground(work: Promise<unknown>): void {
  backgroundRunner().then(
    (waitUntil) => waitUntil?.(work),
    () => {},
  );
}
