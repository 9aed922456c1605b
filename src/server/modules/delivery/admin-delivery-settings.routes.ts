import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DaySettingBody,
  DaySettingKey,
  DeliverySettingsView,
  SlotParams,
  SlotSettingBody,
} from '../../../domain/schemas/admin-delivery.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  deliverySettingsView,
  removeDaySetting,
  setDaySetting,
  setSlotSetting,
} from './admin-delivery-settings.service.ts';

const guarded = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const refusals = { 401: ApiError, 403: ApiError, 422: ApiError };

/**
 * The back office's delivery promises (docs/delivery-promises.md): each slot's cut-off and capacity,
 * and the exceptions of one date (closed for a bank holiday, another cut-off or capacity).
 * Every answer is the settings as they now stand.
 */
export async function adminDeliverySettingsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const view = () => deliverySettingsView(app.db, app.clock.now());

  app.get(
    '/api/admin/delivery-settings',
    {
      schema: {
        ...guarded,
        summary: 'Slot cut-offs and capacities, and the exceptions from today on',
        response: { 200: DeliverySettingsView, ...refusals },
      },
    },
    async () => view(),
  );

  app.put(
    '/api/admin/delivery-settings/slots/:slot',
    {
      schema: {
        ...guarded,
        summary: 'Set a slot’s cut-off (London time) and how many drops it takes each day',
        params: SlotParams,
        body: SlotSettingBody,
        response: { 200: DeliverySettingsView, ...refusals },
      },
    },
    async (request) => {
      await setSlotSetting(app.db, currentUser(request), request.params.slot, request.body, app.clock.now());
      return view();
    },
  );

  app.put(
    '/api/admin/delivery-settings/days',
    {
      schema: {
        ...guarded,
        summary: 'Close a day or slot, or give it another cut-off or capacity',
        body: DaySettingBody,
        response: { 200: DeliverySettingsView, ...refusals },
      },
    },
    async (request) => {
      await setDaySetting(app.db, currentUser(request), request.body, app.clock.now());
      return view();
    },
  );

  app.delete(
    '/api/admin/delivery-settings/days',
    {
      schema: {
        ...guarded,
        summary: 'Remove a day’s exception (the slot’s standing rule holds again)',
        querystring: DaySettingKey,
        response: { 200: DeliverySettingsView, 404: ApiError, ...refusals },
      },
    },
    async (request) => {
      await removeDaySetting(
        app.db,
        currentUser(request),
        request.query.date,
        request.query.slot ?? null,
        app.clock.now(),
      );
      return view();
    },
  );
}
