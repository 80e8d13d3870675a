/**
 * An EventSource opened with a ticket (a browser's EventSource cannot send the Authorization header, and a session
 * token never goes into a URL), kept open: while the connection drops, the browser reconnects by itself within a
 * second (the stream's `retry`); when the stream is refused (its ticket expired, the server was down too long) a new
 * ticket is asked for and the stream opened again, waiting 1 s, 2 s, 4 s … at most 30 s between tries. Shared by the
 * buyers' live stock (useLiveStock) and 今日概览's live figures (useLiveDashboard).
 */

const MAX_WAIT_MS = 30_000;

export type TicketStreamOptions = {
  ticket: () => Promise<{ ticket: string }>;
  url: (ticket: string) => string;
  /** The events listened to, by name: each gets the event's data (text). */
  events: Readonly<Record<string, (data: string) => void>>;
  /** Whether the stream is open now (true on open, false while it is down). */
  onLive?: (live: boolean) => void;
};

/** Opens the stream; answers the function that closes it for good. */
export function openTicketStream({ ticket, url, events, onLive }: TicketStreamOptions): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failures = 0;
  const retry = () => {
    if (stopped) return;
    const wait = Math.min(MAX_WAIT_MS, 1000 * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void open(), wait);
  };
  const open = async () => {
    let issued: { ticket: string };
    try {
      issued = await ticket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const current = new EventSource(url(issued.ticket));
    source = current;
    current.onopen = () => onLive?.(true);
    for (const [name, handle] of Object.entries(events)) {
      current.addEventListener(name, (event) => {
        failures = 0;
        handle((event as MessageEvent<string>).data);
      });
    }
    current.onerror = () => {
      onLive?.(false);
      // CONNECTING: the browser reconnects by itself. CLOSED: refused for good, so a new ticket and a new stream.
      if (current.readyState !== EventSource.CLOSED) return;
      current.close();
      if (source === current) source = null;
      retry();
    };
  };
  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
