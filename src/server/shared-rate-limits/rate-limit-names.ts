/**
 * Names each limit a shared store counts, so limits never share a count: a route's own limit by its
 * method and address (as @fastify/rate-limit's stores do), a limit made with `createRateLimit`,
 * which has no route, by its number in the order limits are made, which is the same in every
 * process and on every machine running the same code.
 */
export function limitNamer(): (options: object) => string {
  let limitsWithoutRoute = 0;
  return (options) => {
    const route = routeOf(options);
    if (route !== '') return route;
    limitsWithoutRoute += 1;
    return `limit ${limitsWithoutRoute} `;
  };
}

/** The route a limit is made for, from the options @fastify/rate-limit passes a store's `child`. */
function routeOf(options: object): string {
  const routeInfo = 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof routeInfo !== 'object' || routeInfo === null) return '';
  const method = 'method' in routeInfo ? String(routeInfo.method) : '';
  const url = 'url' in routeInfo ? String(routeInfo.url) : '';
  return method || url ? `${method} ${url} ` : '';
}
