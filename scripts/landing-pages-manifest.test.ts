import { describe, expect, it } from 'vitest';
import { type BuiltChunk, landingPagesManifest } from './landing-pages-manifest.ts';

// The shape the bundler writes: the entry, a grouped chunk holding several modules, pages importing both.
const chunks: BuiltChunk[] = [
  { fileName: 'assets/index-1.js', isEntry: true, moduleIds: ['/web/main.tsx'], imports: [] },
  {
    fileName: 'assets/catalogue-2.js',
    isEntry: false,
    moduleIds: [
      '/web/features/catalogue/components/catalogue-page.tsx',
      '/web/features/catalogue/product-card.tsx',
    ],
    imports: ['assets/index-1.js'],
  },
  {
    fileName: 'assets/category-page-3.js',
    isEntry: false,
    moduleIds: ['/web/features/catalogue/components/category-page.tsx'],
    imports: ['assets/index-1.js', 'assets/catalogue-2.js'],
  },
  {
    fileName: 'assets/login-page-4.js',
    isEntry: false,
    moduleIds: ['/web/features/auth/components/login-page.tsx'],
    imports: ['assets/index-1.js', 'assets/form-field-5.js', 'assets/catalogue-2.js'],
  },
  {
    fileName: 'assets/form-field-5.js',
    isEntry: false,
    moduleIds: ['/web/components/form-field.tsx'],
    imports: ['assets/catalogue-2.js'],
  },
  {
    fileName: 'assets/first-visit-6.js',
    isEntry: false,
    moduleIds: ['/web/features/postcode/components/postcode-page.tsx'],
    imports: ['assets/index-1.js'],
  },
];
const picker = 'features/postcode/components/postcode-page.tsx';

function filesOf(modules: string[]) {
  return landingPagesManifest([{ path: '/x', modules }], picker, chunks, '/web').pages[0]?.files;
}

describe("the build's list of each landing page's files", () => {
  it("names the page's chunk and the chunks it imports, never the entry script", () => {
    expect(filesOf(['features/catalogue/components/category-page.tsx'])).toEqual([
      'assets/category-page-3.js',
      'assets/catalogue-2.js',
    ]);
  });

  it('names a chunk shared by two imports once', () => {
    expect(filesOf(['features/auth/components/login-page.tsx'])).toEqual([
      'assets/login-page-4.js',
      'assets/form-field-5.js',
      'assets/catalogue-2.js',
    ]);
  });

  it('names the group a module was put in', () => {
    expect(filesOf(['features/catalogue/components/catalogue-page.tsx'])).toEqual(['assets/catalogue-2.js']);
  });

  it("carries the route's path, whether it needs a delivery area, and the picker's files", () => {
    const manifest = landingPagesManifest(
      [{ path: '/', modules: ['features/catalogue/components/catalogue-page.tsx'], needsDeliveryArea: true }],
      picker,
      chunks,
      '/web',
    );

    expect(manifest).toEqual({
      picker: ['assets/first-visit-6.js'],
      pages: [{ path: '/', files: ['assets/catalogue-2.js'], needsDeliveryArea: true }],
    });
  });

  it('fails the build for a module the build does not have', () => {
    expect(() => filesOf(['features/gone/gone-page.tsx'])).toThrow(/gone-page\.tsx .* is in no chunk/);
  });
});
