import { expect, type Page, test } from '@playwright/test';
import {
  asSignedIn,
  createAccount,
  E2E_PASSWORD,
  fromOwnAddress,
  latestMailTo,
  uniqueEmail,
} from '../fixtures/account.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { asReturningGuest, localValue } from '../fixtures/visitor.ts';

async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a venue signs up, logs out, and logging in from a product page lands back on it', async ({
  page,
  request,
}) => {
  await asReturningGuest(page);
  const email = uniqueEmail('signup');
  const product = await findProduct(request, () => true);

  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('Name').fill('Rosa Trattoria');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await localValue(page, 'token')).toBeTruthy();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);

  // A signed-in visitor is sent away from the sign-up page.
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);

  await logOutFromHeader(page);
  await expect.poll(() => localValue(page, 'token')).toBeNull();

  // A guest's wishlist heart sends them to log in, and logging in brings them back.
  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('wrong password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/details/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('a dashboard page sends a signed-out visitor to log in, and back there afterwards', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'guard' });
  await asReturningGuest(page);
  await page.goto('/customer-dashboard/wishlist');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/wishlist$/);
});

test("the header's Login link brings the visitor back to the page they were on", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'header-login' });
  await asReturningGuest(page);
  await page.goto('/categories');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test('a session the server has ended signs the visitor out', async ({ page, request }) => {
  const account = await createAccount(request, { prefix: 'revoked' });
  await asSignedIn(page, account.token);
  await request.get('/api/logout', { headers: { authorization: `Bearer ${account.token}` } });
  await page.goto('/customer-dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => localValue(page, 'token')).toBeNull();
});

test('a forgotten password is reset with the link from the mail', async ({ page, request }) => {
  const account = await createAccount(request, { prefix: 'forgot' });
  await asReturningGuest(page);
  // It asks for three links: from the machine's own address, a second run within a minute is refused.
  await fromOwnAddress(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Email password reset link' }).click();
  await expect(page.getByText("We can't find a user with that email address.")).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Email password reset link' }).click();
  await expect(page.getByText('We have emailed your password reset link!')).toBeVisible();
  await page.getByRole('button', { name: 'Email password reset link' }).click();
  await expect(page.getByText('Please wait before retrying.')).toBeVisible();

  const mail = await latestMailTo(request, account.email);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const resetPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

  await page.goto(resetPath);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  const newPassword = 'a-brand-new-secret';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('not-the-same-secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  // The mismatch is told where it was made: under the confirmation.
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'The passwords do not match.',
  );
  await expect(page.getByLabel(/^New password/)).not.toHaveAccessibleDescription(
    'The passwords do not match.',
  );
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset!')).toBeVisible();

  // The link works once.
  const reused = await request.post('/api/reset-password', {
    data: {
      email: account.email,
      token: resetPath.split('/')[2]?.split('?')[0],
      password: 'x'.repeat(12),
      password_confirmation: 'x'.repeat(12),
    },
  });
  expect(reused.status()).toBe(422);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await localValue(page, 'token')).toBeTruthy();
});

test('the profile is edited, and an account without debts is deleted', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Pat Pub', prefix: 'profile' });
  await asSignedIn(page, account.token);

  await page.goto('/customer-dashboard/profile');
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/profile\/edit$/);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Name').fill('Pat Landlord');
  await page.getByLabel('Phone').fill('020 7946 0999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/profile$/);
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByText('Pat Landlord').first()).toBeVisible();
  await expect(page.getByText('020 7946 0999')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Pat Landlord').first()).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: /delete/i }).click();
  await expect(page).not.toHaveURL(/customer-dashboard/);
  await expect.poll(() => localValue(page, 'token')).toBeNull();

  const login = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(422);
});
