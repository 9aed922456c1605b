import type { ChannelEnd } from '../cluster-channel.ts';
import { grantLeases } from '../shared-rate-limits/lease-channel.ts';
import { RateLimitLeases, type RateLimitLeasesOptions } from '../shared-rate-limits/rate-limit-leases.ts';
import type { RateLimitWindows } from '../shared-rate-limits/rate-limit-windows.ts';

type Listener = (message: unknown) => void;

/** Both ends of a stand-in for a cluster's IPC channel: asynchronous, and messages are copies. */
export function channelPair(): {
  firstProcessEnd: ChannelEnd;
  serverProcessEnd: ChannelEnd & { sent: number };
} {
  const toFirst: Listener[] = [];
  const toServer: Listener[] = [];
  const deliver = (listeners: Listener[], message: unknown, callback: (error: Error | null) => void) => {
    const copy: unknown = JSON.parse(JSON.stringify(message));
    setImmediate(() => {
      for (const listener of listeners) listener(copy);
      callback(null);
    });
  };
  const serverProcessEnd = {
    sent: 0,
    send(message: unknown, callback: (error: Error | null) => void) {
      serverProcessEnd.sent += 1;
      deliver(toFirst, message, callback);
    },
    on: (_event: 'message', listener: Listener) => toServer.push(listener),
  };
  return {
    firstProcessEnd: {
      send: (message, callback) => deliver(toServer, message, callback),
      on: (_event, listener) => toFirst.push(listener),
    },
    serverProcessEnd,
  };
}

/** A server process's leases, from a first process that keeps `windows`; `sent()` counts its messages. */
export function serverProcessLeases(
  windows: RateLimitWindows,
  options?: RateLimitLeasesOptions,
): { leases: RateLimitLeases; sent: () => number } {
  const { firstProcessEnd, serverProcessEnd } = channelPair();
  grantLeases(firstProcessEnd, windows);
  return { leases: new RateLimitLeases(serverProcessEnd, options), sent: () => serverProcessEnd.sent };
}
