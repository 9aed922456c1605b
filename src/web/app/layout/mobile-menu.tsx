import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The drawer (and Radix Dialog) loads on first open, keeping it off every page's first load.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer.tsx').then((module) => ({ default: module.MobileMenuDrawer })),
);

/** The hamburger shown below md; it opens the navigation drawer. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="grid h-10 w-10 place-items-center rounded-lg text-white hover:bg-white/10 md:hidden"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
