import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardRoutes } from './dashboard/dashboard-routes.tsx';
import { LANDING_PAGES } from './landing-pages.ts';
import { RequireDeliveryArea } from './require-delivery-area.tsx';
import { AppRoutes } from './routes.tsx';

/** The route objects of a route table component, which renders one <Routes>. */
function routesOf(table: () => ReactNode): RouteObject[] {
  const rendered = table();
  if (!isValidElement(rendered)) throw new Error('a route table renders <Routes>');
  return createRoutesFromChildren((rendered as ReactElement<{ children: ReactNode }>).props.children);
}

/** An address the route answers: each parameter filled in. */
const addressOf = (path: string) => path.replaceAll(/:\w+/g, 'x1');

const appRoutes = routesOf(AppRoutes);
const dashboardRoutes = routesOf(DashboardRoutes);

describe('the landing pages the build names scripts for', () => {
  it.each(LANDING_PAGES.map((page) => [page.path, page] as const))(
    "%s is a page of the app's route tables",
    (path, page) => {
      const matches = matchRoutes(appRoutes, addressOf(path)) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf?.path, 'the not-found page').not.toBe('*');
      expect(matches.length).toBeGreaterThan(0);
      if (leaf?.path?.endsWith('/*')) {
        const rest = addressOf(path).slice(`/${leaf.path.slice(0, -2)}`.length);
        const inner = matchRoutes(dashboardRoutes, rest)?.at(-1)?.route;
        expect(inner?.path, `${path} in the dashboard's routes`).toBeDefined();
        expect(inner?.path).not.toBe('*');
      }
      const guarded = matches.some(
        ({ route }) => isValidElement(route.element) && route.element.type === RequireDeliveryArea,
      );
      expect(guarded, 'needsDeliveryArea as the route table guards it').toBe(page.needsDeliveryArea === true);
    },
  );

  it('covers every page behind the delivery-area check', () => {
    const guardedRoutes = appRoutes
      .flatMap((route) => route.children ?? [])
      .filter((route) => isValidElement(route.element) && route.element.type === RequireDeliveryArea)
      .flatMap((route) => route.children ?? []);
    const guardedPaths = guardedRoutes.map((route) => (route.index ? '/' : `/${route.path}`));

    expect(guardedPaths.length).toBeGreaterThan(3);
    expect(guardedPaths.sort()).toEqual(
      LANDING_PAGES.filter((page) => page.needsDeliveryArea)
        .map((page) => page.path)
        .sort(),
    );
  });
});
