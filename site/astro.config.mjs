import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';

// The islands are written against React's API and run on Preact's compat layer (docs/decisions.md): the
// integration aliases react and react-dom to preact/compat. React 18 is hoisted to the root for Strapi, so
// every React-using library of the islands must go through that alias, in the browser bundle and in the
// prerender: there a library left external would be loaded by Node and find Strapi's React. Listing them
// replaces the integration's own prerender list, hence React's entry points here too.
const reactLibraries = ['react-hook-form', '@hookform/resolvers'];
const compatEntries = ['react', 'react-dom', 'react/jsx-runtime'];

// A form loads its rules, its API client and the captcha when the visitor starts on it (dynamic imports,
// docs/decisions.md). Vite would list every chunk each of them depends on, to preload it: more script on
// every form page than it saves once. Astro builds the browser's options itself, hence a plugin. It also
// keeps Preact, its hooks, its compat layer, the JSX runtime and Astro's Preact renderer in one chunk: every
// island loads them all, and five files compress worse than one. The tab-storage guard and the group a form has
// sent are one chunk too: the thank-you page needs both, and the guard as a chunk of its own cost 200 of the
// 5,120 bytes (gzip) that page may ship.
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
                    { name: 'preact', test: /node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]/ },
                    {
                      name: 'sent-group',
                      test: /src[\\/]lib[\\/](thank-you[\\/]sent-group|storage[\\/]tab-storage)\.ts$/,
                    },
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

// Form pages hydrate when the visitor starts on the form (site/src/lib/hydration/interaction-directive.ts).
const interactionDirective = {
  name: 'stem:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'interaction', entrypoint: './src/lib/hydration/interaction-directive.ts' }),
  },
};

// Content images live on the CMS, which is staff-only: the build may download them from there (and only
// from there), resizing them into the site's own output.
// A wrong CMS_URL is named, not reported as a bare "Invalid URL" (each service names its wrong variable).
const cms = (() => {
  const value = process.env.CMS_URL || 'http://127.0.0.1:1337';
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`Invalid environment: CMS_URL must be an http(s) URL, got "${value}". See .env.example.`);
  }
  return url;
})();

export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR || './dist',
  integrations: [preact({ compat: true }), interactionDirective],
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
    environments: {
      prerender: { resolve: { noExternal: [...compatEntries, ...reactLibraries] } },
    },
  },
});
