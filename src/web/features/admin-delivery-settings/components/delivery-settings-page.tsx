import { CalendarX } from 'lucide-react';
import { slotLabel } from '../../../../domain/delivery.ts';
import type { DaySettingView } from '../../../../domain/schemas/admin-delivery.ts';
import { EmptyPanel } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDeliverySettings, useRemoveDaySetting } from '../api/delivery-settings.ts';
import { DaySettingForm } from './day-setting-form.tsx';
import { SettingsError } from './settings-error.tsx';
import { SlotSettingForm } from './slot-setting-form.tsx';

const DAYS_BEFORE_WORDS = ['the same day', 'the day before', 'two days before'];

function exceptionText(day: DaySettingView): string {
  const parts: string[] = [];
  if (day.closed) parts.push('Closed');
  if (day.cutoff_days_before !== null && day.cutoff_time !== null) {
    parts.push(`cut-off ${DAYS_BEFORE_WORDS[day.cutoff_days_before] ?? ''} at ${day.cutoff_time}`);
  }
  if (day.capacity !== null) parts.push(`${day.capacity} drops`);
  return parts.join(', ') || 'As the slot';
}

/** The back office's delivery promises (docs/delivery-promises.md): cut-offs, capacities, closed days. */
export function DeliverySettingsPage() {
  const settings = useDeliverySettings();
  const remove = useRemoveDaySetting();
  return (
    <section aria-labelledby="delivery-settings-heading" className="space-y-6">
      <PageHeader id="delivery-settings-heading" title="Delivery slots" />
      {settings.isPending ? (
        <Spinner label="Loading delivery slots" />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
          The delivery slots could not be loaded.
        </LoadError>
      ) : (
        <>
          <section aria-labelledby="standing-slots-heading" className="space-y-3">
            <h2 id="standing-slots-heading" className="font-semibold text-lg">
              Every day
            </h2>
            <p className="text-neutral-600 text-sm">
              A slot stops taking orders at its cut-off, London time. Same-day delivery for members keeps its
              8pm rule.
            </p>
            {settings.data.slots.map((setting) => (
              <SlotSettingForm key={setting.slot} setting={setting} />
            ))}
          </section>
          <section aria-labelledby="day-exceptions-heading" className="space-y-3">
            <h2 id="day-exceptions-heading" className="font-semibold text-lg">
              Bank holidays and other days
            </h2>
            <DaySettingForm />
            {settings.data.days.length === 0 ? (
              <EmptyPanel icon={CalendarX}>No day is closed or changed.</EmptyPanel>
            ) : (
              <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white shadow-sm">
                {settings.data.days.map((day) => (
                  <li
                    key={`${day.date}-${day.slot ?? 'day'}`}
                    className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
                  >
                    <span>
                      <span className="font-semibold">{day.date}</span>{' '}
                      {day.slot === null ? 'the whole day' : slotLabel(day.slot)}: {exceptionText(day)}
                    </span>
                    <button
                      type="button"
                      className="rounded-lg border border-neutral-300 px-3 py-1.5 font-medium hover:bg-neutral-50"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ date: day.date, slot: day.slot ?? undefined })}
                    >
                      Remove<span className="sr-only"> the exception of {day.date}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <SettingsError id="day-remove-error" error={remove.error} />
          </section>
        </>
      )}
    </section>
  );
}
