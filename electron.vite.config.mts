/**
 * One build per runtime: main (Node, CommonJS), the sandboxed preload (everything
 * inlined, since a sandboxed preload can only require 'electron'), and the renderer.
 * The main build also makes browser mode (`out/main/serve.js`, what `npm run serve`
 * runs): started as plain JavaScript it is ready about a second sooner than
 * through tsx, which compiles the TypeScript at every start.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const fromRoot = (path: string): string => resolve(import.meta.dirname, path);

export default defineConfig({
  main: {
    build: {
      outDir: fromRoot('out/main'),
      rolldownOptions: {
        input: { index: fromRoot('main/electron/index.ts'), serve: fromRoot('main/serve/start.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: fromRoot('out/preload'),
      externalizeDeps: false,
      rolldownOptions: { input: { index: fromRoot('preload/index.ts') } },
    },
  },
  renderer: {
    root: fromRoot('renderer'),
    plugins: [react()],
    build: {
      outDir: fromRoot('out/renderer'),
      minify: true,
      // Which file holds which module: the bundle benchmark counts the first screen's from it (test/bench/bundle.bench.ts).
      manifest: true,
      rolldownOptions: { input: fromRoot('renderer/index.html') },
    },
  },
});
