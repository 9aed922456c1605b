import { type ComponentType, lazy } from 'react';

/** Lazy-loads a named page export, so each route ships in its own chunk; the page's props are kept. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  type Page = Module[Name] extends ComponentType<infer Props> ? ComponentType<Props> : ComponentType;
  return lazy(async () => ({ default: (await load())[name] as Page }));
}
