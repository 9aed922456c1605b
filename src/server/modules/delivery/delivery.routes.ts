import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DELIVERY_SLOTS,
  DELIVERY_TIME_ZONE,
  deliveryDayOptions,
  SAME_DAY_CUTOFF_HOUR,
} from '../../../domain/delivery.ts';
import { isActiveMember } from '../../../domain/membership.ts';
import { DeliveryDaysResponse } from '../../../domain/schemas/delivery.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';

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
          'without a slot; a day that cannot be chosen says why. The order endpoint applies the same rules.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        response: { 200: DeliveryDaysResponse, 401: ApiError },
      },
    },
    async (request, reply): Promise<DeliveryDaysResponse> => {
      const now = app.clock.now();
      const isMember = isActiveMember(currentUser(request), now);
      // The answer changes with the clock and the customer: never from a cache.
      void reply.header('cache-control', 'no-store');
      return {
        now: now.toISOString(),
        time_zone: DELIVERY_TIME_ZONE,
        same_day_cutoff: `${String(SAME_DAY_CUTOFF_HOUR).padStart(2, '0')}:00`,
        days: deliveryDayOptions(now, isMember).map((day) => ({
          date: day.date,
          name: day.name,
          date_label: day.dateLabel,
          is_today: day.isToday,
          available: day.available,
          unavailable_reason: day.unavailableReason,
        })),
        slots: DELIVERY_SLOTS.map((slot) => ({ value: slot.value, label: slot.label })),
      };
    },
  );
}
