import path from 'node:path';
import * as v from 'valibot';
import { parseEnvironment } from '@stem/shared';

const PublisherEnvSchema = v.object({
  PUBLISHER_HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '127.0.0.1'),
  PUBLISHER_PORT: v.pipe(
    v.optional(v.string(), '4322'),
    v.regex(/^\d{1,5}$/, 'must be a port number (1-65535)'),
    v.transform(Number),
    v.maxValue(65535, 'must be a port number (1-65535)'),
  ),
  SITE_REBUILD_TOKEN: v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty('is required (the bearer token Strapi sends with its webhook)'),
    v.minLength(24, 'must be at least 24 characters'),
  ),
  CMS_URL: v.pipe(v.optional(v.string(), 'http://127.0.0.1:1337'), v.url('must be an http(s) URL')),
  SITE_ROOT: v.pipe(v.optional(v.string(), ''), v.nonEmpty('is required (the folder holding builds/ and current)')),
  REBUILD_DEBOUNCE_MS: v.pipe(
    v.optional(v.string(), '1000'),
    v.regex(/^\d+$/, 'must be a number of milliseconds'),
    v.transform(Number),
  ),
  // A container has no launcher to make the first build: it publishes at start (docker-compose.yml).
  PUBLISH_ON_START: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  // What the site's sources are (an image writes their hash): a new image rebuilds unchanged content.
  SITE_SOURCES_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,128}$/, 'must be letters, digits, _ . or -'))),
});

export interface PublisherConfig {
  host: string;
  port: number;
  token: string;
  cmsUrl: string;
  siteRoot: string;
  debounceMs: number;
  publishOnStart: boolean;
  /** Unset: the live build's (the launcher built it from the same sources). */
  sourcesId: string | undefined;
}

/** Validates the publisher's environment; the error names every wrong variable (never a token's value). */
export function loadPublisherConfig(env: NodeJS.ProcessEnv): PublisherConfig {
  const result = parseEnvironment(PublisherEnvSchema, env);
  if (!result.success) {
    const lines = result.problems.map(({ variable, message }) => `  ${variable} ${message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const out = result.output;
  return {
    host: out.PUBLISHER_HOST,
    port: out.PUBLISHER_PORT,
    token: out.SITE_REBUILD_TOKEN,
    cmsUrl: out.CMS_URL.replace(/\/+$/, ''),
    siteRoot: path.resolve(out.SITE_ROOT),
    debounceMs: out.REBUILD_DEBOUNCE_MS,
    publishOnStart: out.PUBLISH_ON_START === 'true',
    sourcesId: out.SITE_SOURCES_ID,
  };
}
