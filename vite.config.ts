import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { landingPagesManifestPlugin } from './scripts/landing-pages-manifest.ts';
import { precompress } from './scripts/precompress.ts';

const chunks = chunkGroups();

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), chunks.plugin, landingPagesManifestPlugin(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Fewer, larger files on a first visit (scripts/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/download': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
