import { type ComponentType, lazy } from 'react';

/** Lazy-loads a named page export, so each route ships in its own chunk. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
