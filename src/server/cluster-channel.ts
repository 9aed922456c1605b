/** The IPC channel between a cluster's first process and its server processes (node:cluster). */

/** One end of an IPC channel: a cluster Worker in the first process, `process` in a server process. */
export type ChannelEnd = {
  /** Calls back with an error, instead of emitting one, when the other process has gone. */
  send(message: unknown, callback: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
};

/** This server process's channel to the first process of its cluster. */
export function channelToFirstProcess(): ChannelEnd {
  const send = process.send?.bind(process);
  if (send === undefined) throw new Error('This process was not forked with an IPC channel.');
  return {
    send: (message, callback) => send(message, callback),
    on: (event, listener) => process.on(event, listener),
  };
}
