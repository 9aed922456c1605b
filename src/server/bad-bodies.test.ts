import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../domain/schemas/errors.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';
import { createSignedInUser } from './test/users.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Route = { url: string; methods: string[] };

/**
 * Every route of the app, read from Fastify's own route tree (printRoutes), so a route added
 * later is swept too without anyone listing it here.
 */
function routesOf(tree: string): Route[] {
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const url = `${parents.at(-1) ?? ''}${match[2]}`;
    parents.push(url);
    if (match[3]) routes.push({ url, methods: match[3].split(', ') });
  }
  return routes;
}

const BAD_BODIES: [string, string][] = [
  ['null', 'null'],
  ['[]', '[]'],
  ['""', '""'],
  ['{}', '{}'],
];

describe('every route that takes a body', () => {
  it('answers null, [], "" and {} with a 4xx in the one error shape (or a success), never a 5xx', async () => {
    const routes = routesOf(ctx.app.printRoutes({ commonPrefix: false })).flatMap((route) =>
      route.methods
        .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map((method) => ({ method, url: route.url })),
    );
    // The sweep found the app's routes, not a handful (the tree's format would have changed).
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/reset-password' });

    const failures: string[] = [];
    for (const { method, url } of routes) {
      const role = url.startsWith('/api/admin') ? 'admin' : url.startsWith('/api/seller') ? 'seller' : 'user';
      for (const [name, payload] of BAD_BODIES) {
        // A fresh account each time: an empty body may be a complete request (sign out, delete).
        const { user, headers } = await createSignedInUser(ctx.db, { role });
        const path = url.replace(/:id\b/g, String(user.id)).replace(/:[a-z_A-Z]+/g, '1');
        const answer = await ctx.app.inject({
          method: method as 'POST',
          url: path,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        const where = `${method} ${url} with ${name}: ${answer.statusCode}`;
        if (answer.statusCode >= 500) failures.push(`${where} ${answer.body.slice(0, 200)}`);
        // The API's errors share one JSON shape; /pay is the provider's HTML page, answered as a page.
        else if (answer.statusCode >= 400 && url.startsWith('/api/')) {
          let body: unknown;
          try {
            body = answer.json();
          } catch {
            body = answer.body;
          }
          if (!ApiError.safeParse(body).success) failures.push(`${where} ${answer.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
