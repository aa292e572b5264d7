// The pull source kinds this Worker runs: derived from the catalog's source kinds and the provider's aliases,
// each declared with its reader. A PullSourceObject runs a `saas` source of a runnable kind; a `local` source
// runs on the customer's own edge and is not run here.

import { sourceAliasKinds, sourceKinds } from "../engine/kinds/sources";
import type { PullReader } from "./types";

// Each reader knows its own config and cursor types; the object only stores and hands them back (JSON).
export const pullReaders: Record<string, PullReader<unknown, unknown>> = Object.fromEntries(
  [...sourceKinds, ...sourceAliasKinds].flatMap((k) => (k.reader ? [[k.type, k.reader] as const] : [])),
);

export const runnablePullKinds = Object.keys(pullReaders);

/** Whether this Worker runs the source: a pull kind it has a reader for, deployed `saas`, not disabled. */
export const runsHere = (n: { type: string; deployType: string | null; disabled: boolean }) =>
  n.type in pullReaders && (n.deployType ?? "saas") === "saas" && !n.disabled;
