/**
 * Reads a Server-Sent Events answer in a test: calls `onEvent` with each block's `event:` name and parsed `data:`, in
 * order, until the stream ends or its request is aborted. One reader for every test of our streams (the inbox's unread
 * count, the desk dashboard), so a change of framing is mended once.
 */
export function readSse(res: Response, onEvent: (event: string, data: unknown) => void): void {
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event && data) onEvent(event, JSON.parse(data));
        }
      }
    } catch {
      // aborted
    }
  })();
}
