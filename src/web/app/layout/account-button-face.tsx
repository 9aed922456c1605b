import { ChevronDown, UserRound } from 'lucide-react';

export const ACCOUNT_BUTTON_CLASS =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 font-medium text-sm text-white hover:bg-white/10 data-[state=open]:bg-white/10';

/** The inside of the 'My account' button, shared by the real menu trigger and its loading stand-in. */
export function AccountButtonFace() {
  return (
    <>
      <UserRound className="h-4 w-4" aria-hidden="true" />
      My account
      <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </>
  );
}
