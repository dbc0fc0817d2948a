/**
 * One build per runtime: main (Node, CommonJS), the sandboxed preload (everything
 * inlined, since a sandboxed preload can only require 'electron'), and the renderer.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const fromRoot = (path: string): string => resolve(import.meta.dirname, path);

export default defineConfig({
  main: {
    build: {
      outDir: fromRoot('out/main'),
      rolldownOptions: { input: { index: fromRoot('main/electron/index.ts') } },
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
      rolldownOptions: { input: fromRoot('renderer/index.html') },
    },
  },
});
