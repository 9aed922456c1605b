import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_DAY_CLOSED, SAME_DAY_MEMBERS_ONLY } from '../../../domain/delivery.ts';
import { DeliveryDaysResponse } from '../../../domain/schemas/delivery.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';

const clock = fixedClock('2026-11-20T12:00:00.000Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

async function offered(headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/delivery-days', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return DeliveryDaysResponse.parse(response.json());
}

const choosable = (answer: DeliveryDaysResponse) =>
  answer.days.map((day) => [day.date, day.available, day.unavailable_reason]);

describe('GET /api/delivery-days', () => {
  it('offers a member today, tomorrow and the day after as London dates, with the slots and the cut-off', async () => {
    const { headers } = await createSignedInUser(ctx.db, { is_subscribed: 1 });
    clock.set('2026-11-20T12:00:00.000Z');

    const answer = await offered(headers);

    expect(answer).toMatchObject({
      now: '2026-11-20T12:00:00.000Z',
      time_zone: 'Europe/London',
      same_day_cutoff: '20:00',
    });
    expect(answer.days.map(({ slots: _slots, ...day }) => day)).toEqual([
      {
        date: '2026-11-20',
        name: 'Today',
        date_label: 'Fri 20 Nov',
        is_today: true,
        available: true,
        unavailable_reason: null,
      },
      {
        date: '2026-11-21',
        name: 'Tomorrow',
        date_label: 'Sat 21 Nov',
        is_today: false,
        available: true,
        unavailable_reason: null,
      },
      {
        date: '2026-11-22',
        name: 'Day after tomorrow',
        date_label: 'Sun 22 Nov',
        is_today: false,
        available: true,
        unavailable_reason: null,
      },
    ]);
    expect(answer.slots.map((slot) => slot.label)).toEqual([
      'Morning 8am-12pm',
      'Afternoon 12pm-4pm',
      'Evening 4pm-8pm',
      'Night 8pm-12am',
    ]);
  });

  it('closes today at 20:00 London time (19:00 UTC in summer), whatever zone the browser is in', async () => {
    const { headers } = await createSignedInUser(ctx.db, { is_subscribed: 1 });
    clock.set('2026-07-10T18:59:59.000Z');
    expect(choosable(await offered(headers))[0]).toEqual(['2026-07-10', true, null]);

    clock.set('2026-07-10T19:00:00.000Z');
    expect(choosable(await offered(headers))[0]).toEqual(['2026-07-10', false, SAME_DAY_CLOSED]);
  });

  it('moves to the next London day at London midnight, not UTC midnight', async () => {
    const { headers } = await createSignedInUser(ctx.db);
    // 23:30 UTC on 10 July is 00:30 on 11 July in London.
    clock.set('2026-07-10T23:30:00.000Z');
    expect(choosable(await offered(headers))).toEqual([
      ['2026-07-11', false, SAME_DAY_MEMBERS_ONLY],
      ['2026-07-12', true, null],
      ['2026-07-13', true, null],
    ]);
  });

  it('asks the caller to sign in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/delivery-days' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('is in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/delivery-days']?.get?.summary).toBe(
      'The delivery days and slots you may choose now',
    );
  });
});
