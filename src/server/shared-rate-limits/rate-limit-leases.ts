import type { ChannelEnd } from '../cluster-channel.ts';
import { type LeaseGivenBack, type LeaseWanted, leasesAsked, onLeasesGranted } from './lease-channel.ts';
import type { Lease } from './rate-limit-windows.ts';

export type RateLimitCount = { current: number; ttl: number };

type Waiting = { resolve: (count: RateLimitCount) => void; reject: (error: Error) => void };

/** A server process's lease on one key's window. */
type KeyLease = {
  /** The window's end (epoch ms); the lease is good until then. */
  endsAt: number;
  /** Granted hits not used yet. */
  left: number;
  /** The count of the last hit used, or of the last refused (over the limit). */
  current: number;
  /** The hits of the last lease, doubled once it is used up: what the next lease asks for. */
  size: number;
  /** When the lease was granted, or when a hit was last refused. */
  at: number;
  /** The window's limit was reached when last asked: hits are refused here until `leaseMs` has passed. */
  refused: boolean;
  /** Hits waiting for a lease to be granted. */
  waiting: Waiting[];
  asking: boolean;
};

/** No lease is asked for beyond this many hits, whatever the limit. */
const LARGEST_LEASE = 1_024;

export type RateLimitLeasesOptions = {
  /** Unused hits of a lease this old go back to the first process, for the other processes. */
  leaseMs?: number;
  now?: () => number;
};

/**
 * A server process's side of the cluster's request rate limits (issue 15: anything per process
 * must stay correct with several). Hits come out of leases from the first process, which keeps the
 * windows (rate-limit-windows.ts). A key's first lease is one hit, and a lease used up within its
 * window makes the next one twice as large, so a client near its limit is counted a hit at a time
 * and a busy one costs a message per lease, not per request. What a lease leaves unused goes back
 * within `leaseMs` to `1.5 × leaseMs`, and the next lease asks only for what was used. A refusal is
 * remembered for `leaseMs`, so a client over its limit costs no message per request. Messages asked
 * for in one event-loop turn travel together. Keys idle for `leaseMs` are forgotten.
 */
export class RateLimitLeases {
  private readonly keys = new Map<string, KeyLease>();
  private readonly granting = new Map<number, (lease: Lease) => void>();
  private nextId = 0;
  private wanted: LeaseWanted[] = [];
  private givenBack: LeaseGivenBack[] = [];
  private sendScheduled = false;
  private giveBackTimer: NodeJS.Timeout | undefined;
  private readonly leaseMs: number;
  private readonly now: () => number;

  constructor(
    private readonly firstProcess: ChannelEnd,
    { leaseMs = 1_000, now = Date.now }: RateLimitLeasesOptions = {},
  ) {
    this.leaseMs = leaseMs;
    this.now = now;
    onLeasesGranted(firstProcess, (id, lease) => {
      this.granting.get(id)?.(lease);
      this.granting.delete(id);
    });
  }

  /** How many keys this process holds a lease or a refusal for (those active within `leaseMs`). */
  get keysHeld(): number {
    return this.keys.size;
  }

  /** Counts a hit on `key` against `max` a window, across every server process of the cluster. */
  hit(key: string, timeWindowMs: number, max: number): Promise<RateLimitCount> {
    const now = this.now();
    let lease = this.keys.get(key);
    if (lease === undefined) {
      lease = {
        endsAt: 0,
        left: 0,
        current: 0,
        size: 1,
        at: now,
        refused: false,
        waiting: [],
        asking: false,
      };
      this.keys.set(key, lease);
    }
    if (lease.waiting.length === 0 && lease.endsAt > now) {
      if (lease.left > 0) {
        lease.left -= 1;
        lease.current += 1;
        // Used up within its window: the client is busy here, so the next lease is larger.
        if (lease.left === 0) lease.size = Math.min(LARGEST_LEASE, lease.size * 2);
        return Promise.resolve({ current: lease.current, ttl: lease.endsAt - now });
      }
      if (lease.refused && now - lease.at < this.leaseMs) {
        lease.current += 1;
        return Promise.resolve({ current: lease.current, ttl: lease.endsAt - now });
      }
    }
    const keyLease = lease;
    return new Promise((resolve, reject) => {
      keyLease.waiting.push({ resolve, reject });
      if (!keyLease.asking) this.ask(key, keyLease, timeWindowMs, max);
    });
  }

  /** Gives back the unused hits of leases at least `leaseMs` old, and forgets keys idle that long. */
  giveBackIdleLeases(): void {
    const now = this.now();
    for (const [key, lease] of this.keys) {
      if (lease.asking || now - lease.at < this.leaseMs) continue;
      if (lease.left > 0 && lease.endsAt > now) this.givenBack.push([key, lease.endsAt, lease.left]);
      this.keys.delete(key);
    }
    if (this.givenBack.length > 0) this.scheduleSend();
  }

  private ask(key: string, lease: KeyLease, timeWindowMs: number, max: number): void {
    lease.asking = true;
    const wanted = Math.min(LARGEST_LEASE, Math.max(lease.waiting.length, lease.size));
    const id = this.nextId++;
    this.granting.set(id, (granted) => this.granted(key, lease, granted, timeWindowMs, max));
    this.wanted.push([id, key, timeWindowMs, max, wanted]);
    this.scheduleSend();
    // Every half lease, so an idle lease goes back between `leaseMs` and 1.5 × `leaseMs` old.
    this.giveBackTimer ??= setInterval(() => this.giveBackIdleLeases(), this.leaseMs / 2).unref();
  }

  private granted(key: string, lease: KeyLease, granted: Lease, timeWindowMs: number, max: number): void {
    const now = this.now();
    lease.asking = false;
    lease.endsAt = granted.endsAt;
    lease.at = now;
    const ttl = Math.max(0, granted.endsAt - now);
    if (granted.granted === 0) {
      // The window's limit is reached: every hit waiting is refused, each counted over it.
      lease.refused = true;
      lease.left = 0;
      lease.current = granted.current - 1;
      for (const waiting of lease.waiting.splice(0)) {
        lease.current += 1;
        waiting.resolve({ current: lease.current, ttl });
      }
      return;
    }
    lease.refused = false;
    lease.size = granted.granted;
    lease.left = granted.granted;
    lease.current = granted.current - 1;
    while (lease.left > 0 && lease.waiting.length > 0) {
      lease.left -= 1;
      lease.current += 1;
      lease.waiting.shift()?.resolve({ current: lease.current, ttl });
    }
    if (lease.left === 0) lease.size = Math.min(LARGEST_LEASE, lease.size * 2);
    if (lease.waiting.length > 0) this.ask(key, lease, timeWindowMs, max);
  }

  private scheduleSend(): void {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => this.send());
  }

  private send(): void {
    this.sendScheduled = false;
    const wanted = this.wanted;
    const givenBack = this.givenBack;
    this.wanted = [];
    this.givenBack = [];
    this.firstProcess.send(leasesAsked(wanted, givenBack), (error) => {
      if (error === null) return;
      // The first process has gone (this process is about to be stopped): the hits waiting fail.
      for (const [id, key] of wanted) {
        this.granting.delete(id);
        const lease = this.keys.get(key);
        if (lease === undefined) continue;
        lease.asking = false;
        for (const waiting of lease.waiting.splice(0)) waiting.reject(error);
      }
    });
  }
}
