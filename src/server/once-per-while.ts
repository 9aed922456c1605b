/**
 * Says yes to a key once, then no until `intervalMs` has passed: an outage fails every request
 * alike, and its cause belongs in the log once a while, not once a request.
 */
export class OncePerWhile {
  private readonly lastYes = new Map<string, number>();
  constructor(private readonly intervalMs: number) {}

  due(key: string, now = Date.now()): boolean {
    const last = this.lastYes.get(key);
    if (last !== undefined && now - last < this.intervalMs) return false;
    this.lastYes.set(key, now);
    return true;
  }
}
