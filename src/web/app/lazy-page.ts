import { type ComponentType, createElement, lazy, useState } from 'react';

/** A lazily loaded page, and a way to load its code before it is first drawn. */
export type LazyPage<Props> = ComponentType<Props> & { preload(): Promise<unknown> };

/**
 * A page drawn from its code once loaded. A page whose code has already arrived (`preload`,
 * main.tsx) is drawn in the same render as the header: through React.lazy it would suspend for that
 * render even so, and the first paint would be Layout's "Loading page" spinner, the page's own text
 * one paint later (Lighthouse's LCP on /order-guide). Each mount keeps the component it started
 * with, so a page is never remounted when its code arrives.
 */
function preloadablePage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  const preload = async () => {
    loaded = await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level (routes.tsx), as React.lazy makes its component.
  function LoadedOrLazyPage(props: Props) {
    const [component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(LoadedOrLazyPage, { preload });
}

/** Lazy-loads a named page export, so each route ships in its own chunk; the page's props are kept. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  type Props = Module[Name] extends ComponentType<infer P extends object> ? P : Record<string, never>;
  return preloadablePage<Props>(async () => (await load())[name] as ComponentType<Props>);
}
