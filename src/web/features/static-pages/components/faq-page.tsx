import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { FAQ_ITEMS } from './faq-items.ts';
import { StaticPageFrame } from './static-page-frame.tsx';

/** /faq: eighteen questions, one answer open at a time. */
export function FaqPage() {
  return (
    <StaticPageFrame
      title="Frequently asked questions"
      intro={
        <p>
          Quick answers about delivery, membership, payment and returns. Can&rsquo;t find what you need?{' '}
          <Link to="/contact-us" className="font-medium text-amber-700 underline hover:text-amber-800">
            Contact us
          </Link>
          .
        </p>
      }
    >
      <Accordion.Root
        type="single"
        collapsible
        className="divide-y divide-neutral-200 overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
      >
        {FAQ_ITEMS.map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index}`}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-neutral-900 hover:bg-neutral-50 focus-visible:bg-amber-50">
                  {item.question}
                  <ChevronDown
                    className="h-5 w-5 shrink-0 text-neutral-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-neutral-700">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </StaticPageFrame>
  );
}
