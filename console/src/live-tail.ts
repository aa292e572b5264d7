// Live tail for the log viewer: a ticket from `POST /v1/tail/ticket` (browsers cannot set headers on a
// WebSocket), then `/ws/tail?ticket=…&q=…`. Each lines message is acknowledged, so the server holds back what a
// paused or slow page has not taken and counts the rest as dropped (docs/live-tail.md).
import { apiJson } from "./api";

export interface TailHandlers<L> {
  /** The server's first message: from now on every line stored that matches is sent. */
  onConnected: () => void;
  onLines: (lines: L[]) => void;
  onDropped: (count: number) => void;
  onClosed: (reason: string | null) => void;
}

export interface Tail {
  close(): void;
}

export async function openTail<L>(apiKey: string, query: string, handlers: TailHandlers<L>): Promise<Tail> {
  const { ticket } = await apiJson<{ ticket: string }>(apiKey, "/v1/tail/ticket", { method: "POST" });
  const url = new URL("/ws/tail", window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("ticket", ticket);
  if (query) url.searchParams.set("q", query);
  const socket = new WebSocket(url);
  let closedByUs = false;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as {
      e: string;
      n?: number;
      p?: L[];
      dropped?: number;
      filters?: unknown;
    };
    if (message.e === "meta" && message.filters) handlers.onConnected();
    if (message.e === "l" && message.p) {
      handlers.onLines(message.p);
      socket.send(JSON.stringify({ e: "ack", n: message.n }));
    } else if (message.e === "meta" && message.dropped) handlers.onDropped(message.dropped);
  });
  socket.addEventListener("close", (event) => {
    if (!closedByUs) handlers.onClosed(event.reason || `the connection closed (code ${event.code})`);
  });
  return {
    close() {
      closedByUs = true;
      socket.close(1000, "closed by the page");
    },
  };
}
