import type { ReactNode } from 'react';

type TableScrollProps = {
  /** Names the scrolling region for screen readers, e.g. the table's caption. */
  label: string;
  /** The frame's looks (border, background), if any. */
  className?: string;
  children: ReactNode;
};

/**
 * The box a wide back-office table scrolls sideways in on a narrow screen, so the page never does.
 * It is `relative` so the screen-reader-only texts inside the table (absolutely placed) are held by
 * the box too: without it they are placed against the page and stretch it. It takes focus so a
 * keyboard can scroll it (WCAG 2.1.1), and is named (a section with a name is a region) so that stop
 * is announced.
 */
export function TableScroll({ label, className = '', children }: TableScrollProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled by it.
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-amber-500 focus-visible:outline-offset-2 ${className}`.trim()}
    >
      {children}
    </section>
  );
}
