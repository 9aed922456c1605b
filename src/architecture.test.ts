import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Dependencies point one way (docs/architecture.md §1): domain imports nothing of ours but itself, server and
// web never import each other, and a web feature never imports another feature.
const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) => relative(srcDir, resolve(dirname(file), match[1] ?? '')));
}

const layerOf = (path: string) => path.split('/')[0];
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1];

const imports = sourceFiles(srcDir).flatMap((file) =>
  relativeImports(file).map((target) => ({ from: relative(srcDir, file), to: target })),
);

describe('architecture', () => {
  it('keeps the domain free of server and web code', () => {
    const bad = imports.filter(({ from, to }) => layerOf(from) === 'domain' && layerOf(to) !== 'domain');
    expect(bad).toEqual([]);
  });

  it('keeps server and web apart', () => {
    const bad = imports.filter(
      ({ from, to }) =>
        (layerOf(from) === 'server' && layerOf(to) === 'web') ||
        (layerOf(from) === 'web' && layerOf(to) === 'server'),
    );
    expect(bad).toEqual([]);
  });

  it('keeps web features from importing each other', () => {
    const bad = imports.filter(({ from, to }) => {
      const source = featureOf(from);
      const target = featureOf(to);
      return source !== undefined && target !== undefined && source !== target;
    });
    expect(bad).toEqual([]);
  });

  it('keeps shared web code from importing features', () => {
    const bad = imports.filter(
      ({ from, to }) => /^web\/(components|lib|stores|session)\//.test(from) && featureOf(to) !== undefined,
    );
    expect(bad).toEqual([]);
  });
});
