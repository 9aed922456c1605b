import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ContactForm } from './contact-form.tsx';

/** /contact-us: how to reach the trade desk, and the contact form. */
export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 lg:px-6 lg:py-14">
      <div className="max-w-2xl">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-lg text-neutral-600">
          Questions about an order, your account or becoming a customer? Our trade desk replies within one
          business day.
        </p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <aside
          aria-label="Other ways to reach us"
          className="focus-ring-light space-y-5 rounded-2xl bg-black p-6 text-neutral-200"
        >
          <ContactDetail icon={Mail} title="Email">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="break-all text-amber-400 underline hover:text-amber-300"
            >
              {SUPPORT_EMAIL}
            </a>
          </ContactDetail>
          <ContactDetail icon={Phone} title="Trade desk">
            020 7946 0321
          </ContactDetail>
          <ContactDetail icon={Clock} title="Opening hours">
            Monday to Sunday, 7am to midnight
          </ContactDetail>
          <ContactDetail icon={MapPin} title="Depot">
            W1 Wholesale Ltd, 14 Berners Mews, London W1T 3AB
          </ContactDetail>
        </aside>
        <section
          aria-label="Send us a message"
          className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <ContactForm />
        </section>
      </div>
    </div>
  );
}

type ContactDetailProps = { icon: LucideIcon; title: string; children: ReactNode };

function ContactDetail({ icon: Icon, title, children }: ContactDetailProps) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-amber-400" aria-hidden="true" />
      <div>
        <p className="font-semibold text-white">{title}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
    </div>
  );
}
