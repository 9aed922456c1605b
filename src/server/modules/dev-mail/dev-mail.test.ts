import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('mail_outbox').execute();
});

const resetLink = 'http://localhost:3000/reset-password/abc123?email=ada%40venue.test&x=1';

async function sendSamples() {
  const first = await ctx.app.mailer.send({
    to: 'ada@venue.test',
    subject: 'Reset your password',
    text: `Follow ${resetLink}. It expires in an hour.`,
    html: `<p><a href="${resetLink.replace(/&/g, '&amp;')}">Reset</a></p>`,
  });
  const second = await ctx.app.mailer.send({
    to: 'bob@venue.test',
    subject: 'Invoice <W1-1001> & "more"',
    text: '<script>alert(1)</script>',
    html: '<img src="x" onerror="alert(1)"><a href="https://shop.test/only-in-html">Open</a>',
    attachments: [
      { filename: 'invoice-W1-1001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') },
    ],
  });
  return { first: first.id, second: second.id };
}

describe('GET /api/dev/mail', () => {
  it('lists mails newest first without attachment contents', async () => {
    const ids = await sendSamples();

    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail' });

    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { id: number }) => mail.id)).toEqual([ids.second, ids.first]);
    expect(mails[0]).toEqual({
      id: ids.second,
      recipient: 'bob@venue.test',
      subject: 'Invoice <W1-1001> & "more"',
      text: '<script>alert(1)</script>',
      html: '<img src="x" onerror="alert(1)"><a href="https://shop.test/only-in-html">Open</a>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      attachments: [{ filename: 'invoice-W1-1001.pdf', content_type: 'application/pdf' }],
    });
    expect(mails[1].attachments).toEqual([]);
  });

  it('filters by recipient and limits the count', async () => {
    const ids = await sendSamples();

    const forAda = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail?to=ada@venue.test' });
    expect(forAda.json().map((mail: { id: number }) => mail.id)).toEqual([ids.first]);

    const newest = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail?limit=1' });
    expect(newest.json().map((mail: { id: number }) => mail.id)).toEqual([ids.second]);
  });

  it('answers an empty array when there is no mail', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(response.json()).toEqual([]);
  });

  it('shows one mail by id, 404 for an unknown one, 422 for a bad id', async () => {
    const ids = await sendSamples();

    const found = await ctx.app.inject({ method: 'GET', url: `/api/dev/mail/${ids.first}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: ids.first, subject: 'Reset your password' });

    const missing = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No mail with that id.', errors: {} });

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail/abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });
});

describe('GET /dev/mail', () => {
  it('renders every mail with its content escaped and its links clickable', async () => {
    await sendSamples();

    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).toContain('Invoice &lt;W1-1001&gt; &amp; &quot;more&quot;');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    // The text part's link is an anchor, without the sentence's full stop.
    const escapedLink = resetLink.replace(/&/g, '&amp;');
    expect(page).toContain(`<a href="${escapedLink}">${escapedLink}</a>.`);
    // A link found only in the HTML part is listed too.
    expect(page).toContain('<a href="https://shop.test/only-in-html">');
    // The HTML part is shown in a sandbox that may not run scripts.
    const iframes = page.match(/<iframe [^>]*>/g) ?? [];
    expect(iframes).toHaveLength(2);
    for (const iframe of iframes) {
      expect(iframe).toMatch(/sandbox="[^"]*"/);
      expect(iframe).not.toContain('allow-scripts');
      expect(iframe).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;');
    }
    expect(page).toContain('href="/dev/mail/');
  });

  it('says so when the outbox is empty', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No mail has been sent yet.');
  });

  it('serves an attachment as a download', async () => {
    const ids = await sendSamples();

    const response = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${ids.second}/attachments/0` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoice-W1-1001.pdf"');
    expect(response.rawPayload.toString()).toBe('%PDF-1.4');

    const missing = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${ids.second}/attachments/1` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('in production', () => {
  let production: TestContext;

  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => production.close());

  it('does not serve the outbox', async () => {
    await production.app.mailer.send({ to: 'ada@venue.test', subject: 'Secret', text: 'token', html: '' });

    const api = await production.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No such endpoint: GET /api/dev/mail', errors: {} });

    // Without a web build this is a 404; with one it is the SPA's page. Never the outbox.
    const page = await production.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.body).not.toContain('Mail outbox');
    expect(page.body).not.toContain('Secret');
  });
});
