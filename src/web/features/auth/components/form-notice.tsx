import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A whole-form outcome: green for done, red for a refusal that belongs to no single field. Render
 * it inside an aria-live region that is always present, so screen readers announce it.
 */
export function FormNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const Icon = tone === 'success' ? CheckCircle2 : TriangleAlert;
  return (
    <div
      className={`flex gap-2 rounded-lg border px-4 py-3 font-medium text-sm ${
        tone === 'success'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-red-300 bg-red-50 text-red-900'
      }`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
