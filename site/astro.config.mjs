import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// React 19 here, React 18 hoisted to the root for Strapi: every React-using library of the islands must
// resolve the site's React, in the browser bundle and in the prerender (docs/decisions.md).
const reactLibraries = ['react-hook-form', '@hookform/resolvers'];
const dedupe = ['react', 'react-dom'];

export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  integrations: [react()],
  build: { format: 'directory' },
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  vite: {
    resolve: { dedupe },
    environments: {
      prerender: { resolve: { noExternal: reactLibraries, dedupe } },
    },
  },
});
