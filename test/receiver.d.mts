export function startReceiver(): Promise<string>;
