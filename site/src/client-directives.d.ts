import type { InteractionHydration } from './lib/hydration/interaction-directive.ts';

// The site's own client directive (astro.config.mjs), typed for the pages that use it.
declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Bare: only the visitor starts it. */
      'client:interaction'?: InteractionHydration | true;
    }
  }
}
