import { chromium } from '@playwright/test';
const base = 'http://localhost:3600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function login(email) {
  const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'password123' }) });
  return (await r.json());
}
const cust = await login('credit@example.com');
const token = cust.token ?? cust.data?.token;
console.log('token?', Boolean(token), Object.keys(cust));
for (const width of [375, 1440]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript((t) => { localStorage.setItem('token', t); localStorage.setItem('new user', 'false'); }, token);
  const page = await ctx.newPage(); page.on('pageerror', (e) => console.log('PAGEERROR', width, e.message)); page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  for (const slug of ['cola-cans-24-x-330ml', 'orange-juice-smooth-12-x-1l']) {
    await page.goto(`${base}/product/details/${slug}`);
    await page.waitForTimeout(2500); await page.screenshot({ path: '/tmp/shots/dbg.png' }); console.log('at', width, slug); await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await page.waitForTimeout(500);
  }
  await page.goto(`${base}/cart`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shots/basket-${width}.png`, fullPage: true });
  await page.goto(`${base}/order-guide`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/guide-${width}.png`, fullPage: true });
  await page.goto(`${base}/saved-baskets`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shots/saved-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
