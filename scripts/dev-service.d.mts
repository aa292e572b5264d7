export const DEFAULT_STATE: string;
export function devTarget(
  args: string[],
  readConfig?: (path: string) => string,
): { state: string; url: string };
export function announceService(state: string, url: string): () => void;
export function runningService(state: string): { url: string; pid: number } | null;
