import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type AuthPageFrameProps = {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Links to the other account-entry pages, under the card. */
  footer?: ReactNode;
};

/** The centred card every account-entry page sits in; it also sets the tab title. */
export function AuthPageFrame({ title, intro, children, footer }: AuthPageFrameProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 text-neutral-600">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-neutral-700 text-sm">{footer}</div>}
    </div>
  );
}

export const AUTH_LINK_CLASS =
  'font-semibold text-amber-700 underline-offset-2 hover:text-amber-800 hover:underline';

export const SUBMIT_CLASS =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-black px-6 py-3 font-semibold text-white hover:bg-neutral-800 disabled:cursor-wait disabled:opacity-70';
