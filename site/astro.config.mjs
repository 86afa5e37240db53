import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// React 19 here, React 18 hoisted to the root for Strapi: every React-using library of the islands must
// resolve the site's React, in the browser bundle and in the prerender (docs/decisions.md).
const reactLibraries = ['react-hook-form', '@hookform/resolvers'];
const dedupe = ['react', 'react-dom'];

// A form loads its rules, its API client and the captcha when the visitor starts on it (dynamic imports,
// docs/decisions.md). Vite would list every chunk each of them depends on, to preload it: more script on
// every form page than it saves once. Astro builds the browser's options itself, hence a plugin. It also
// keeps React, ReactDOM, the JSX runtime and Astro's React renderer in one chunk: every island loads them all,
// and four files compress worse than one.
const browserBuild = {
  name: 'stem:browser-build',
  configEnvironment: (name) =>
    name === 'client'
      ? {
          build: {
            modulePreload: false,
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                  ],
                },
              },
            },
          },
        }
      : undefined,
};

// Without module preload lists, Vite's preload helper only waits for a lazily loaded chunk's stylesheets, and
// no lazily loaded module of this site imports one: the helper (about 1 KB gzip on every island page) becomes
// a plain call. A lazily loaded chunk with a stylesheet fails the build, rather than load without its style.
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const plainDynamicImports = {
  name: 'stem:plain-dynamic-imports',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform: {
    filter: { id: new RegExp(`^${PRELOAD_HELPER}$`) },
    handler: () => 'export const __vitePreload = (load) => load();',
  },
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size) {
        this.error(`${chunk.fileName} is loaded lazily and imports a stylesheet: import it from the page instead`);
      }
    }
  },
};

// Content images live on the CMS, which is staff-only: the build may download them from there (and only
// from there), resizing them into the site's own output.
const cms = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');

export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  integrations: [react()],
  // Stylesheets as files: a page's Content-Security-Policy then hashes only Astro's island scripts, and
  // inline styles (the captcha widget injects its own) stay allowed; scripts never are.
  build: { format: 'directory', inlineStylesheets: 'never' },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // blob: a company's own logo, fetched with its token, is previewed through URL.createObjectURL.
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        // The captcha widget solves in Web Workers it creates from blob: URLs.
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  image: {
    remotePatterns: [{ protocol: cms.protocol.slice(0, -1), hostname: cms.hostname, port: cms.port, pathname: '/**' }],
  },
  vite: {
    plugins: [browserBuild, plainDynamicImports],
    resolve: { dedupe },
    environments: {
      prerender: { resolve: { noExternal: reactLibraries, dedupe } },
    },
  },
});
