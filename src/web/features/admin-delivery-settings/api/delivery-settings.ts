import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DaySettingBody,
  type DaySettingKey,
  DeliverySettingsView,
  type SlotSettingBody,
} from '../../../../domain/schemas/admin-delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['admin', 'delivery-settings'] as const;
const BASE = '/api/admin/delivery-settings';

/** GET /api/admin/delivery-settings: the slots' standing rules and the exceptions from today on. */
export function useDeliverySettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => DeliverySettingsView.parse(await apiRequest<unknown>(BASE, { signal })),
  });
}

/** Every change answers the settings as they now stand: they replace the cached ones. */
function useSettingsChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => DeliverySettingsView.parse(await send(input)),
    onSuccess: (settings) => queryClient.setQueryData(KEY, settings),
  });
}

/** PUT /api/admin/delivery-settings/slots/{slot}. */
export function useSaveSlotSetting() {
  return useSettingsChange(({ slot, body }: { slot: string; body: SlotSettingBody }) =>
    apiRequest<unknown>(`${BASE}/slots/${slot}`, { method: 'PUT', body }),
  );
}

/** PUT /api/admin/delivery-settings/days. */
export function useSaveDaySetting() {
  return useSettingsChange((body: DaySettingBody) =>
    apiRequest<unknown>(`${BASE}/days`, { method: 'PUT', body }),
  );
}

/** DELETE /api/admin/delivery-settings/days?date=&slot=. */
export function useRemoveDaySetting() {
  return useSettingsChange((key: DaySettingKey) => {
    const query = new URLSearchParams({ date: key.date, ...(key.slot ? { slot: String(key.slot) } : {}) });
    return apiRequest<unknown>(`${BASE}/days?${query}`, { method: 'DELETE' });
  });
}
