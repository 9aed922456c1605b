import { Inbox, Mail, Phone } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListStates, PagedListEmpty, standingOf } from '../../../components/back-office/list-states.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { countText, formatDateTime } from '../../../lib/back-office-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInbox } from '../api/messages.ts';

/** /admin/messages: what customers sent through the contact form, to answer by mail or phone. */
export function MessagesPage() {
  useDocumentTitle('Messages · Back office');
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, refetch } = useInbox(page);

  return (
    <section aria-labelledby="messages-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="messages-title" className="font-bold text-2xl">
          Messages
        </h1>
        {data?.mail_outbox_url && (
          // A plain link: the outbox is a server page, not part of the app.
          <a href={data.mail_outbox_url} className="text-amber-800 text-sm underline hover:text-amber-900">
            Mail outbox (development only)
          </a>
        )}
      </div>
      <ListStates
        data={data}
        isPending={isPending}
        failed={isError}
        onRetry={refetch}
        loadingLabel="Loading messages"
        errorText="We couldn't load the messages."
        isEmpty={(inbox) => inbox.data.length === 0}
        empty={
          <PagedListEmpty icon={Inbox} large standing={standingOf(data)} hrefFor={(next) => `?page=${next}`}>
            No messages yet.
          </PagedListEmpty>
        }
      >
        {(inbox) => (
          <>
            <p className="mb-2 text-neutral-600 text-sm">{countText(inbox.total, 'message', 'messages')}</p>
            <ul className="space-y-3">
              {inbox.data.map((message) => (
                <li key={message.id} className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
                  <article aria-label={`Message from ${message.name}`}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 className="font-semibold">{message.name}</h2>
                      <time dateTime={message.created_at} className="text-neutral-500 text-sm">
                        {formatDateTime(message.created_at)}
                      </time>
                    </div>
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      <a
                        href={`mailto:${message.email}`}
                        className="inline-flex items-center gap-1 text-amber-800 hover:underline"
                      >
                        <Mail className="h-4 w-4" aria-hidden="true" />
                        {message.email}
                      </a>
                      <a
                        href={`tel:${message.phone.replace(/\s/g, '')}`}
                        className="inline-flex items-center gap-1 text-amber-800 hover:underline"
                      >
                        <Phone className="h-4 w-4" aria-hidden="true" />
                        {message.phone}
                      </a>
                    </p>
                    <p className="mt-2 whitespace-pre-line break-words text-neutral-800 text-sm">
                      {message.message}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <Pagination
                currentPage={page}
                lastPage={inbox.last_page}
                label="Message pages"
                hrefFor={(next) => `?page=${next}`}
              />
            </div>
          </>
        )}
      </ListStates>
    </section>
  );
}
