import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/api/get-current-user.ts';
import { ACCOUNT_BUTTON_CLASS, AccountButtonFace } from './account-button-face.tsx';
import { ACCOUNT_LINKS, ORDERING_LINKS, staffLinkFor } from './account-links.ts';
import { useLogout } from './use-logout.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-neutral-800 outline-none data-[highlighted]:bg-amber-100 data-[highlighted]:text-black';

/** The desktop 'My account' dropdown. Dashboard links send a guest to /login via their route guard. */
export function AccountMenu({ signedIn, defaultOpen = false }: { signedIn: boolean; defaultOpen?: boolean }) {
  const logout = useLogout();
  const staffLink = staffLinkFor(useCurrentUser().user?.role);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={ACCOUNT_BUTTON_CLASS}>
        <AccountButtonFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
        >
          {staffLink && (
            <>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to={staffLink.to}>{staffLink.label}</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
            </>
          )}
          {signedIn && (
            <>
              {ORDERING_LINKS.map((link) => (
                <DropdownMenu.Item key={link.to} asChild className={itemClass}>
                  <Link to={link.to}>{link.label}</Link>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
            </>
          )}
          {ACCOUNT_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          {signedIn && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
              <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Logout
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
