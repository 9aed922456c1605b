import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELIVERY_SLOTS, DELIVERY_TIME_ZONE, SAME_DAY_CUTOFF_HOUR } from '../../../domain/delivery.ts';
import { countdownText } from '../../../domain/delivery-cutoff.ts';
import { nextCutoff } from '../../../domain/delivery-slot-offers.ts';
import { isActiveMember } from '../../../domain/membership.ts';
import { DeliveryDaysResponse, SlotHoldBody, SlotHoldResponse } from '../../../domain/schemas/delivery.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { currentDeliveryOffers } from './delivery-offers.service.ts';
import { currentHold, holdSlot, releaseHold } from './slot-holds.service.ts';

/**
 * GET /api/delivery-days: the days and slots the checkout offers the caller, worked out from the
 * server's clock in London. The browser's own clock and time zone may be anything; this is what
 * POST /api/myorders will accept at this moment.
 */
export async function deliveryRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/delivery-days',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The delivery days and slots you may choose now',
        description:
          'Today, tomorrow and the day after as London dates, from the server’s clock. Today is ' +
          `available to members until ${SAME_DAY_CUTOFF_HOUR}:00 London time, delivered by midnight ` +
          'without a slot. Each later day lists its slots with their cut-off, whether they are closed, ' +
          'full or nearly full and the places left; a day or slot that cannot be chosen says why, and ' +
          'next_cutoff is the first slot still taking orders; hold is the caller’s own live hold on a ' +
          'slot place, whose place counts as free to the caller and as taken to everyone else. The ' +
          'order endpoint applies the same rules.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        response: { 200: DeliveryDaysResponse, 401: ApiError },
      },
    },
    async (request, reply): Promise<DeliveryDaysResponse> => {
      const now = app.clock.now();
      const user = currentUser(request);
      const isMember = isActiveMember(user, now);
      // The answer changes with the clock and the customer: never from a cache.
      void reply.header('cache-control', 'no-store');
      const offers = await currentDeliveryOffers(app.db, now, isMember, {
        countPlaces: true,
        holderId: user.id,
      });
      const next = nextCutoff(offers);
      return {
        now: now.toISOString(),
        time_zone: DELIVERY_TIME_ZONE,
        same_day_cutoff: `${String(SAME_DAY_CUTOFF_HOUR).padStart(2, '0')}:00`,
        days: offers.map((day) => ({
          date: day.date,
          name: day.name,
          date_label: day.dateLabel,
          is_today: day.isToday,
          available: day.available,
          unavailable_reason: day.unavailableReason,
          slots: day.slots.map((slot) => ({
            value: slot.value,
            label: slot.label,
            cutoff_at: slot.cutoffAt.toISOString(),
            availability: slot.availability,
            places_left: slot.placesLeft,
            unavailable_reason: slot.unavailableReason,
          })),
        })),
        slots: DELIVERY_SLOTS.map((slot) => ({ value: slot.value, label: slot.label })),
        next_cutoff: next && {
          date: next.date,
          slot: next.slot,
          cutoff_at: next.cutoffAt.toISOString(),
          slot_words: next.slotWords,
          text: countdownText(now, next.cutoffAt, next.slotWords),
        },
        hold: await currentHold(app.db, user.id, now),
      };
    },
  );

  app.post(
    '/api/delivery-slot-hold',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Hold a place in a delivery slot for 15 minutes',
        description:
          'Keeps one place of the slot for the caller while it finishes its basket (decision 0187): ' +
          'counted against the slot’s capacity for every other customer until it expires or the ' +
          'caller’s order for that slot takes it. One hold per customer: a new hold replaces the old. ' +
          'A day or slot the caller may not choose now is 422; a slot with no place left is 409.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        body: SlotHoldBody,
        response: { 200: SlotHoldResponse, 401: ApiError, 409: ApiError, 422: ApiError },
      },
    },
    async (request): Promise<SlotHoldResponse> => {
      const user = currentUser(request);
      const now = app.clock.now();
      const hold = await holdSlot(
        app.db,
        user.id,
        { deliveryDay: request.body.date, slot: request.body.slot },
        now,
        isActiveMember(user, now),
      );
      return { hold };
    },
  );

  app.delete(
    '/api/delivery-slot-hold',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Release your held slot place',
        description: 'Ends the caller’s hold, if any: its place is free for everyone at once.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        response: { 200: SlotHoldResponse, 401: ApiError },
      },
    },
    async (request): Promise<SlotHoldResponse> => {
      await releaseHold(app.db, currentUser(request).id);
      return { hold: null };
    },
  );
}
