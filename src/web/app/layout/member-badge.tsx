import { Crown } from 'lucide-react';

/**
 * docs/product.md §2.2: the 'Member' badge a subscribed user sees in place of 'Become a member'. With
 * `compact`, phones get the crown alone (the word stays for screen readers), as the header bar
 * has no room for it beside the logo and basket.
 */
export function MemberBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span
      title="Member"
      className={`inline-flex items-center gap-1 rounded-full border border-amber-400/60 bg-amber-500/15 font-semibold text-amber-300 text-sm ${
        compact ? 'p-1.5 sm:px-3 sm:py-1' : 'px-3 py-1'
      }`}
    >
      <Crown className="h-4 w-4" aria-hidden="true" />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Member</span>
    </span>
  );
}
