import { describe, expect, it } from 'vitest';
import { routePathPattern, withModulePreloads } from './landing-preloads.ts';

describe('the hints a landing page carries', () => {
  it.each([
    ['/', ['/'], ['/x', '/categories']],
    ['/categories', ['/categories', '/categories/'], ['/categories/drinks', '/categoriesx']],
    ['/categories/:slug', ['/categories/drinks', '/categories/drinks/'], ['/categories', '/categories/a/b']],
    ['/customer-dashboard/orders/details/:id', ['/customer-dashboard/orders/details/W1-12'], ['/x']],
  ])('matches the route %s to its addresses, and no others', (path, matching, other) => {
    const pattern = routePathPattern(path);

    for (const url of matching) expect(pattern.test(url), url).toBe(true);
    for (const url of other) expect(pattern.test(url), url).toBe(false);
  });

  it('puts the hints in the head, after what is there', () => {
    const html =
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

    expect(withModulePreloads(html, ['assets/a.js'])).toBe(
      '<html><head><script type="module" src="/assets/index-1.js"></script>  <link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head><body></body></html>',
    );
    expect(withModulePreloads(html, [])).toBe(html);
  });
});
