import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ONE_ADDRESS_ONLY } from '../../../domain/schemas/address.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { findAddressOfUser } from './address.repository.ts';
import { testAddressFields } from './address-test-data.ts';

// The check for an existing address can miss one that a simultaneous request is inserting; this
// file makes the check miss on purpose, so the unique user_id column is what refuses the second.
vi.mock('./address.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./address.repository.ts')>();
  return { ...actual, findAddressOfUser: vi.fn(actual.findAddressOfUser) };
});

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('POST /api/address racing another add', () => {
  it('answers the same 409 when the unique constraint, not the check, finds the first address', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/address',
        payload: { user_id: user.id, address: testAddressFields() },
        headers,
      });
    expect((await post()).statusCode).toBe(201);

    vi.mocked(findAddressOfUser).mockResolvedValueOnce(undefined);
    const response = await post();

    expect(vi.mocked(findAddressOfUser)).toHaveBeenCalledTimes(2);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ONE_ADDRESS_ONLY, errors: {} });
    const rows = await ctx.db.selectFrom('addresses').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });
});
