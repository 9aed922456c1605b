import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  LANDING_PAGES_MANIFEST_FILE,
  type LandingPagesManifest,
} from '../src/server/plugins/landing-preloads.ts';
import {
  DELIVERY_AREA_PICKER_MODULE,
  LANDING_PAGES,
  type LandingPage,
} from '../src/web/app/landing-pages.ts';

/** What the manifest needs of one chunk the bundler wrote. */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
};

/**
 * The files each landing page needs beyond the entry script the page already loads: the chunk
 * holding each of its modules (its own, or the group it was put in: scripts/chunk-groups.ts) and
 * the chunks those import, in the order they are first reached.
 */
export function landingPagesManifest(
  pages: readonly LandingPage[],
  pickerModule: string,
  chunks: readonly BuiltChunk[],
  webRoot: string,
): LandingPagesManifest {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const filesOf = (modules: readonly string[]) => {
    const files: string[] = [];
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || chunk.isEntry || files.includes(chunk.fileName)) return;
      files.push(chunk.fileName);
      for (const imported of chunk.imports) visit(byFile.get(imported));
    };
    for (const module of modules) {
      const id = resolve(webRoot, module);
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`${module} (src/web/app/landing-pages.ts) is in no chunk of the build`);
      visit(chunk);
    }
    return files;
  };
  return {
    picker: filesOf([pickerModule]),
    pages: pages.map((page) => ({
      path: page.path,
      files: filesOf(page.modules),
      needsDeliveryArea: page.needsDeliveryArea === true,
    })),
  };
}

/**
 * Writes `.vite/landing-pages.json` beside the build: each landing page of src/web/app/landing-pages.ts
 * with the files its HTML should name (src/server/plugins/landing-preloads.ts reads it). A landing
 * module that no route table imports lazily fails the build: its page would load it some other way.
 */
export function landingPagesManifestPlugin(): Plugin {
  let webRoot = '';
  return {
    name: 'w1-landing-pages-manifest',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
    },
    generateBundle(_options, bundle) {
      const modules = [DELIVERY_AREA_PICKER_MODULE, ...LANDING_PAGES.flatMap((page) => page.modules)];
      for (const module of modules) {
        if (!this.getModuleInfo(resolve(webRoot, module))?.dynamicImporters.length) {
          this.error(`${module} (src/web/app/landing-pages.ts) is not imported lazily by a route table`);
        }
      }
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                moduleIds: item.moduleIds,
                imports: item.imports,
              },
            ]
          : [],
      );
      const manifest = landingPagesManifest(LANDING_PAGES, DELIVERY_AREA_PICKER_MODULE, chunks, webRoot);
      this.emitFile({
        type: 'asset',
        fileName: LANDING_PAGES_MANIFEST_FILE,
        source: JSON.stringify(manifest),
      });
    },
  };
}
