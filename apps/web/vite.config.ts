import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export const BASE = '/react/sorobanquizui/build/';

// Two entries: the app (index.html) and the main-site pages (site.html); see docs/decisions/0001.
export default defineConfig({
  base: BASE,
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Data shipped with the app (audio clips, kanji strokes) lives in the repository's content/.
      '@content': fileURLToPath(new URL('../../content', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        site: fileURLToPath(new URL('./site.html', import.meta.url)),
      },
    },
  },
  server: {
    fs: { allow: ['../..'] },
    proxy: { '/rlm': 'http://localhost:8080' },
  },
});
