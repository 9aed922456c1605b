import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

// One-paragraph outcomes of a form or page. Render them inside a live region that is always in the
// page, so screen readers announce them when they appear.

export function SuccessBanner({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 text-sm">
      <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/** `wraps` is for text that may run to two lines: the icon then stays level with the first. */
export function ErrorBanner({ children, wraps = false }: { children: ReactNode; wraps?: boolean }) {
  return (
    <p
      className={`flex ${wraps ? 'gap-3' : 'items-center gap-2'} rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 text-sm`}
    >
      <TriangleAlert className={wraps ? 'mt-0.5 h-5 w-5 shrink-0' : 'h-5 w-5 shrink-0'} aria-hidden="true" />
      {children}
    </p>
  );
}
