import type { ReactNode } from 'react';

/** A failed load, announced to screen readers: the red box every page uses for server errors. */
export function ErrorMessage({ children, centred = true }: { children: ReactNode; centred?: boolean }) {
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-red-800 ${centred ? 'text-center' : ''}`}
    >
      {children}
    </p>
  );
}
