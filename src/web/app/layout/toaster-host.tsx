import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import {
  isToasterWanted,
  markToasterReady,
  registerToasterHost,
  subscribeToasterWanted,
} from '../../lib/toast.ts';

/** docs/product.md §9.6: toasts stay 2.5 s unless a caller asks for longer. */
const TOAST_MS = 2500;

// sonner's Toaster, plus word (from an effect, which runs after the Toaster's own subscribing
// effect) that toasts may now be sent.
const ReadyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  return {
    default: (props: ToasterProps) => {
      useEffect(() => markToasterReady(), []);
      return <Toaster {...props} />;
    },
  };
});

/** Mounts the toast area only once the first toast is asked for, so sonner is off the first load. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  useEffect(() => registerToasterHost(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReadyToaster duration={TOAST_MS} position="top-center" richColors closeButton />
    </Suspense>
  );
}
