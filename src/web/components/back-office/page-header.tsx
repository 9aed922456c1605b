import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** The heading's id, for the page section's aria-labelledby. */
  id: string;
  title: string;
  /** What stands at the right of the heading, such as the count of results. */
  children?: ReactNode;
};

/** A back-office page's heading, with an optional line at its right. */
export function PageHeader({ id, title, children }: PageHeaderProps) {
  const heading = (
    <h1 id={id} className={`font-bold text-2xl ${children ? '' : 'mb-4'}`.trim()}>
      {title}
    </h1>
  );
  if (!children) return heading;
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      {heading}
      {children}
    </div>
  );
}
