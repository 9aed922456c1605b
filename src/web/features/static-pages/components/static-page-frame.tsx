import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type StaticPageFrameProps = {
  title: string;
  intro?: ReactNode;
  /** Legal pages say when they last changed. */
  updated?: string;
  children: ReactNode;
};

/** The readable column every static page sits in; it also sets the tab title. */
export function StaticPageFrame({ title, intro, updated, children }: StaticPageFrameProps) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <header className="border-neutral-200 border-b pb-6">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        {updated && <p className="mt-2 text-neutral-500 text-sm">Last updated {updated}</p>}
        {intro && <div className="mt-4 text-lg text-neutral-600 leading-relaxed">{intro}</div>}
      </header>
      <div className="mt-8 space-y-10 text-neutral-700 leading-relaxed">{children}</div>
    </article>
  );
}

/** A numbered-or-not section of a legal page, with consistent paragraph and list spacing. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
      <h2 className="font-semibold text-neutral-900 text-xl">{title}</h2>
      {children}
    </section>
  );
}
