import { expect, test } from '@playwright/test';
import { asReturningGuest } from '../fixtures/visitor.ts';

test.beforeEach(async ({ page }) => {
  await asReturningGuest(page);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(
    page.getByText("We're sorry, the page you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the FAQ has 18 questions and opens one at a time', async ({ page }) => {
  await page.goto('/faq');

  const questions = page.locator('main').getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(18);

  await questions.nth(0).click();
  await expect(page.locator('main').getByRole('button', { expanded: true })).toHaveCount(1);
  const first = page.locator('main').getByRole('button', { expanded: true });
  const firstName = await first.textContent();

  await page.locator('main').getByRole('button', { expanded: false }).nth(3).click();
  const open = page.locator('main').getByRole('button', { expanded: true });
  await expect(open).toHaveCount(1);
  await expect(open).not.toHaveText(firstName ?? '');
});

test('the footer links to every static page', async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['About us', '/about-us'],
    ['Contact us', '/contact-us'],
    ['FAQ', '/faq'],
    ['Privacy policy', '/privacy-policy'],
    ['Terms', '/terms'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the contact form sends a message to support and clears itself', async ({ page, request }) => {
  await page.goto('/contact-us');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  const stamp = `e2e-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Porter');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@thegreenroom.example');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('020 7946 0011');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill(`Can you deliver before 7am on Saturdays? ${stamp}`);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText('Your message has been sent.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

  const mails = (await (await request.get('/api/dev/mail')).json()) as Array<{
    recipient: string;
    text: string;
  }>;
  const mail = mails.find((candidate) => candidate.text.includes(stamp));
  expect(mail?.recipient).toBe('support@w1wholesale.test');
});

test('My account opens a menu of the dashboard pages', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'My account' }).click();

  const menu = page.getByRole('menu');
  for (const item of ['Orders', 'Wishlist', 'Profile', 'Address', 'Membership']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'My account' })).toBeFocused();
});
