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
  /** The count of the last hit used. */
  current: number;
  /** How many hits the last lease granted: the next asks for twice as many. */
  size: number;
  takenAt: number;
  /** Hits waiting for a lease to be granted. */
  waiting: Waiting[];
  asking: boolean;
};

/** No lease is asked for beyond this many hits, whatever the limit. */
const LARGEST_LEASE = 1_024;

export type RateLimitLeasesOptions = {
  /** Unused hits of a lease older than this go back to the first process for other processes. */
  leaseMs?: number;
  now?: () => number;
};

/**
 * A server process's side of the cluster's request rate limits (issue 15: anything per process
 * must stay correct with several). Hits come out of leases from the first process, which keeps the
 * windows (rate-limit-windows.ts): a key's first lease is one hit and each next one twice the last,
 * so a client near its limit is counted one hit at a time and a busy one costs a message per
 * lease, not per request; what a lease leaves unused goes back after `leaseMs`. Messages asked for
 * in one event-loop turn travel together.
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

  /** Counts a hit on `key` against `max` a window, across every server process of the cluster. */
  hit(key: string, timeWindowMs: number, max: number): Promise<RateLimitCount> {
    const now = this.now();
    let lease = this.keys.get(key);
    if (lease === undefined) {
      lease = { endsAt: 0, left: 0, current: 0, size: 0, takenAt: 0, waiting: [], asking: false };
      this.keys.set(key, lease);
    }
    if (lease.waiting.length === 0 && lease.left > 0 && lease.endsAt > now) {
      lease.left -= 1;
      lease.current += 1;
      return Promise.resolve({ current: lease.current, ttl: lease.endsAt - now });
    }
    const keyLease = lease;
    return new Promise((resolve, reject) => {
      keyLease.waiting.push({ resolve, reject });
      if (!keyLease.asking) this.ask(key, keyLease, timeWindowMs, max);
    });
  }

  /** Gives back the unused hits of leases older than `leaseMs`, and forgets ended windows. */
  giveBackIdleLeases(): void {
    const now = this.now();
    for (const [key, lease] of this.keys) {
      if (lease.asking) continue;
      if (lease.endsAt <= now) {
        this.keys.delete(key);
      } else if (lease.left > 0 && now - lease.takenAt >= this.leaseMs) {
        this.givenBack.push([key, lease.endsAt, lease.left]);
        lease.left = 0;
      }
    }
    if (this.givenBack.length > 0) this.scheduleSend();
  }

  private ask(key: string, lease: KeyLease, timeWindowMs: number, max: number): void {
    lease.asking = true;
    const wanted = Math.min(LARGEST_LEASE, Math.max(lease.waiting.length, lease.size * 2, 1));
    const id = this.nextId++;
    this.granting.set(id, (granted) => this.granted(key, lease, granted, timeWindowMs, max));
    this.wanted.push([id, key, timeWindowMs, max, wanted]);
    this.scheduleSend();
    if (this.giveBackTimer === undefined) {
      this.giveBackTimer = setInterval(() => this.giveBackIdleLeases(), this.leaseMs).unref();
    }
  }

  private granted(key: string, lease: KeyLease, granted: Lease, timeWindowMs: number, max: number): void {
    const now = this.now();
    lease.asking = false;
    lease.endsAt = granted.endsAt;
    lease.takenAt = now;
    const ttl = Math.max(0, granted.endsAt - now);
    if (granted.granted === 0) {
      // The window's limit is reached: every hit waiting is refused, each counted over it.
      let over = granted.current;
      for (const waiting of lease.waiting.splice(0)) waiting.resolve({ current: over++, ttl });
      lease.left = 0;
      return;
    }
    lease.size = granted.granted;
    lease.left = granted.granted;
    lease.current = granted.current - 1;
    while (lease.left > 0 && lease.waiting.length > 0) {
      lease.left -= 1;
      lease.current += 1;
      lease.waiting.shift()?.resolve({ current: lease.current, ttl });
    }
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
