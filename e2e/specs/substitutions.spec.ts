import { type APIRequestContext, expect, test } from '@playwright/test';
import { ALLERGEN_KEYS } from '../../src/domain/allergens.ts';
import { NewOrderResponse } from '../../src/domain/schemas/order.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { loginAs, newOrderBody, orderableProduct } from '../fixtures/orders.ts';

/** Every allergen declared: milk contained, the rest free from. */
const MILK_ONLY = Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, key === 'milk' ? 'contains' : 'free']));

async function addProduct(
  request: APIRequestContext,
  adminToken: string,
  categoryId: number,
  name: string,
  stock: number | null,
): Promise<number> {
  const response = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      name,
      slug: '',
      description: 'A hard cheese for the kitchen, for the substitution test.',
      category_id: categoryId,
      price: 40,
      special_price: 38,
      images: [],
      pack: { count: 1, size: 5, unit: 'kg' },
      allergens: MILK_ONLY,
      stock,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px: staff substitute a short line on the delivery run and the venue sees it on its order`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const stamp = `${viewport.width}-${Date.now()}`;
    const admin = await loginAs(request, 'admin@example.com', 'password123');
    const categoryId = (await orderableProduct(request)).category_id;
    const originalName = `Cave-aged cheddar 5kg ${stamp}`;
    const substituteName = `Farmhouse cheddar 5kg ${stamp}`;
    const originalId = await addProduct(request, admin.token, categoryId, originalName, 1);
    await addProduct(request, admin.token, categoryId, substituteName, null);

    // The venue orders 6 with only 1 in stock, allowing a substitute on the line.
    const venue = await createAccount(request, { prefix: `substitutes-${viewport.width}` });
    const body = newOrderBody({ id: venue.id, name: venue.name, email: venue.email, token: venue.token }, {
      id: originalId,
      name: originalName,
      price: 40,
      special_price: 38,
      vat_rate: 20,
    } as Parameters<typeof newOrderBody>[1]);
    body.order_items = body.order_items.map((line) => ({ ...line, allow_substitute: true }));
    const placed = await request.post('/api/myorders', {
      headers: { authorization: `Bearer ${venue.token}` },
      data: body,
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = NewOrderResponse.parse(await placed.json()).order;
    const paid = await request.post(`/api/admin/orders/${order.id}/payment`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { method: 'bank_transfer', reference: `E2E ${stamp}` },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    await asSignedIn(page, admin.token);
    await page.goto(`/admin/delivery-runs?day=${order.shipping_info.deliveryDay}`);
    const shortLines = page.getByRole('region', { name: 'Short lines' });
    const line = shortLines.getByRole('listitem').filter({ hasText: originalName });
    // The run page lists every order of the day: on a busy machine it takes a while.
    await expect(line).toContainText(`${order.order_id}`, { timeout: 20_000 });
    await expect(line).toContainText('5 of 6 short');
    await line.getByRole('button', { name: `Substitute ${originalName} in ${order.order_id}` }).click();
    await line
      .getByLabel(`Substitute for ${originalName}`)
      .selectOption({ label: `${substituteName} (5 kg)` });
    await line.getByRole('button', { name: 'Send this substitute' }).click();
    const text = `${substituteName} was substituted for ${originalName}`;
    await expect(line).toContainText(text);

    await asSignedIn(page, venue.token);
    await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
    await expect(page.getByText(text)).toBeVisible();
  });
}
