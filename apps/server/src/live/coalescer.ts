/**
 * One open stream's outbox: the latest value per lot, sent at most once every `intervalMs` (a lot that changes ten
 * times between two sends is sent once, with its last value). The first batch goes out at once.
 */
export class Coalescer<T extends { id: number }> {
  private readonly pending = new Map<number, T>();
  private timer: NodeJS.Timeout | null = null;
  private lastSent = Number.NEGATIVE_INFINITY;
  private closed = false;

  constructor(
    private readonly send: (items: T[]) => void,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  push(item: T) {
    if (this.closed) return;
    this.pending.set(item.id, item);
    if (this.timer) return;
    const wait = Math.max(0, this.lastSent + this.intervalMs - this.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush() {
    this.timer = null;
    if (this.closed || this.pending.size === 0) return;
    const items = [...this.pending.values()];
    this.pending.clear();
    this.lastSent = this.now();
    this.send(items);
  }

  close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
