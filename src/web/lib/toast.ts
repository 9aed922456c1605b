import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'warning';

/**
 * Toasts without sonner on the first load: the library (and its Toaster, see ToasterHost) is
 * fetched the first time something is shown. The Toaster has to be mounted before a toast is sent
 * (sonner drops toasts sent before it listens), so calls wait for the host to say it is ready.
 */
let wanted = false;
const listeners = new Set<() => void>();
let hostReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  hostReady = resolve;
});
let hostPresent = false;

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = () => wanted;

/** Called by ToasterHost: present when it mounts, ready once sonner's Toaster listens. */
export function registerToasterHost(): void {
  hostPresent = true;
}
export function markToasterReady(): void {
  hostReady();
}

type ToastArgs = [message: string, options?: ExternalToast];

function show(kind: Kind, ...args: ToastArgs): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Without a host (a component rendered alone in a test) there is nothing to wait for.
  void Promise.all([import('sonner'), hostPresent ? ready : Promise.resolve()]).then(([sonner]) => {
    sonner.toast[kind](...args);
  });
}

export const toast = {
  success: (...args: ToastArgs) => show('success', ...args),
  error: (...args: ToastArgs) => show('error', ...args),
  warning: (...args: ToastArgs) => show('warning', ...args),
};
