// One pipeline event's message as the pages show it: an object as a tree, anything else as its text.
import { JsonTree } from "../logs/JsonTree";

export function EventView({ message }: { message: unknown }) {
  return message !== null && typeof message === "object" ? (
    <JsonTree value={message as Record<string, unknown>} />
  ) : (
    <pre>{String(message)}</pre>
  );
}
