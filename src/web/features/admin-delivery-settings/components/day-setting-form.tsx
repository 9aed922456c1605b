import { type FormEvent, useState } from 'react';
import { DELIVERY_SLOTS, type DeliverySlot } from '../../../../domain/delivery.ts';
import { controlClass, labelClass } from '../../../components/back-office/form-styles.ts';
import { useSaveDaySetting } from '../api/delivery-settings.ts';
import { capacityFromText, DAYS_BEFORE_CHOICES } from './setting-fields.ts';
import { SettingsError } from './settings-error.tsx';

const WHOLE_DAY = '';

/** Closes a day or one slot of it (a bank holiday), or gives it another cut-off or capacity. */
export function DaySettingForm() {
  const save = useSaveDaySetting();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<DeliverySlot | typeof WHOLE_DAY>(WHOLE_DAY);
  const [closed, setClosed] = useState(true);
  const [daysBefore, setDaysBefore] = useState('');
  const [time, setTime] = useState('');
  const [capacity, setCapacity] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      date,
      slot: slot === WHOLE_DAY ? null : slot,
      closed,
      cutoff_days_before: daysBefore === '' ? null : Number(daysBefore),
      cutoff_time: time === '' ? null : time,
      capacity: capacityFromText(capacity),
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="day-setting-heading"
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <h3 id="day-setting-heading" className="font-semibold">
        Close or change a day
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="day-setting-date" className={labelClass}>
            Day
          </label>
          <input
            id="day-setting-date"
            type="date"
            required
            className={controlClass}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="day-setting-slot" className={labelClass}>
            Slot
          </label>
          <select
            id="day-setting-slot"
            className={controlClass}
            value={slot}
            onChange={(event) => setSlot(event.target.value as DeliverySlot | typeof WHOLE_DAY)}
          >
            <option value={WHOLE_DAY}>The whole day</option>
            {DELIVERY_SLOTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <label className="flex h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-amber-600"
              checked={closed}
              onChange={(event) => setClosed(event.target.checked)}
            />
            Closed (no deliveries)
          </label>
        </div>
        <div>
          <label htmlFor="day-setting-days" className={labelClass}>
            Cut-off day (empty: as the slot)
          </label>
          <select
            id="day-setting-days"
            className={controlClass}
            value={daysBefore}
            onChange={(event) => setDaysBefore(event.target.value)}
          >
            <option value="">As the slot</option>
            {DAYS_BEFORE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="day-setting-time" className={labelClass}>
            Cut-off time (London)
          </label>
          <input
            id="day-setting-time"
            type="time"
            className={controlClass}
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="day-setting-capacity" className={labelClass}>
            Drops (empty: as the slot)
          </label>
          <input
            id="day-setting-capacity"
            type="number"
            min={0}
            inputMode="numeric"
            className={controlClass}
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </div>
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        className="mt-3 h-10 rounded-lg bg-amber-500 px-4 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60"
      >
        {save.isPending ? 'Saving…' : 'Save day'}
      </button>
      <SettingsError id="day-setting-error" error={save.error} />
    </form>
  );
}
