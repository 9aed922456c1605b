import type { ChannelEnd } from '../cluster-channel.ts';
import type { Lease, RateLimitWindows } from './rate-limit-windows.ts';

/**
 * The messages between a cluster's first process, which keeps the request rate limits' windows,
 * and its server processes, which take hits from them in leases (rate-limit-leases.ts).
 */

const MESSAGE_TYPE = 'shop:rate-limit-leases';
export type LeaseWanted = [id: number, key: string, timeWindowMs: number, max: number, wanted: number];
export type LeaseGivenBack = [key: string, endsAt: number, unused: number];
export type LeaseGranted = [id: number, granted: number, current: number, endsAt: number];
export type LeasesAsked = { type: typeof MESSAGE_TYPE; wanted: LeaseWanted[]; givenBack: LeaseGivenBack[] };
export type LeasesGranted = { type: typeof MESSAGE_TYPE; granted: LeaseGranted[] };

function isLeaseMessage(message: unknown): message is Partial<LeasesAsked & LeasesGranted> {
  return (
    typeof message === 'object' && message !== null && 'type' in message && message.type === MESSAGE_TYPE
  );
}

export function leasesAsked(wanted: LeaseWanted[], givenBack: LeaseGivenBack[]): LeasesAsked {
  return { type: MESSAGE_TYPE, wanted, givenBack };
}

/** Calls `onGranted` with each lease in a message from the first process. */
export function onLeasesGranted(
  firstProcess: ChannelEnd,
  onGranted: (id: number, lease: Lease) => void,
): void {
  firstProcess.on('message', (message) => {
    if (!isLeaseMessage(message) || message.granted === undefined) return;
    for (const [id, granted, current, endsAt] of message.granted) onGranted(id, { granted, current, endsAt });
  });
}

/** The first process's side: takes back what a server process gives back, and grants what it asks. */
export function grantLeases(serverProcess: ChannelEnd, windows: RateLimitWindows): void {
  serverProcess.on('message', (message) => {
    if (!isLeaseMessage(message) || message.wanted === undefined) return;
    for (const [key, endsAt, unused] of message.givenBack ?? []) windows.giveBack(key, endsAt, unused);
    if (message.wanted.length === 0) return;
    const granted = message.wanted.map(([id, key, timeWindowMs, max, wanted]): LeaseGranted => {
      const lease = windows.take(key, timeWindowMs, max, wanted);
      return [id, lease.granted, lease.current, lease.endsAt];
    });
    // A server process that has gone since asking needs no answer.
    serverProcess.send({ type: MESSAGE_TYPE, granted } satisfies LeasesGranted, () => {});
  });
}
