import { type FormEvent, useState } from 'react';
import type { SlotSettingView } from '../../../../domain/schemas/admin-delivery.ts';
import { controlClass, labelClass } from '../../../components/back-office/form-styles.ts';
import { useSaveSlotSetting } from '../api/delivery-settings.ts';
import { capacityFromText, DAYS_BEFORE_CHOICES } from './setting-fields.ts';
import { SettingsError } from './settings-error.tsx';

/** One slot's standing cut-off and capacity, saved on its own. */
export function SlotSettingForm({ setting }: { setting: SlotSettingView }) {
  const save = useSaveSlotSetting();
  const [daysBefore, setDaysBefore] = useState(String(setting.cutoff_days_before));
  const [time, setTime] = useState(setting.cutoff_time);
  const [capacity, setCapacity] = useState(setting.capacity === null ? '' : String(setting.capacity));
  const id = `slot-${setting.slot}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      slot: setting.slot,
      body: {
        cutoff_days_before: Number(daysBefore),
        cutoff_time: time,
        capacity: capacityFromText(capacity),
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-name`}
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-name`} className="font-semibold">
        {setting.label}
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
        <div>
          <label htmlFor={`${id}-days`} className={labelClass}>
            Cut-off day
          </label>
          <select
            id={`${id}-days`}
            className={controlClass}
            value={daysBefore}
            onChange={(event) => setDaysBefore(event.target.value)}
          >
            {DAYS_BEFORE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-time`} className={labelClass}>
            Cut-off time (London)
          </label>
          <input
            id={`${id}-time`}
            type="time"
            required
            className={controlClass}
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-capacity`} className={labelClass}>
            Drops per day (empty: no limit)
          </label>
          <input
            id={`${id}-capacity`}
            type="number"
            min={0}
            inputMode="numeric"
            className={controlClass}
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </div>
        <button
          type="submit"
          disabled={save.isPending}
          className="h-10 rounded-lg bg-amber-500 px-4 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60"
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      {save.isSuccess && (
        <p role="status" className="mt-2 text-green-800 text-sm">
          Saved.
        </p>
      )}
      <SettingsError id={`${id}-error`} error={save.error} />
    </form>
  );
}
