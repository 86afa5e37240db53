import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import { createCaptcha } from '../captcha/create-captcha.ts';
import type { CaptchaConfig } from '../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
  }
}

export interface CaptchaPluginOptions {
  config: CaptchaConfig;
  /** reCAPTCHA's fetch (tests stand in for Google). */
  fetch?: typeof fetch;
}

/**
 * Decorates the app with the configured captcha; solved ALTCHA challenges are recorded in the shared state
 * (Redis or the store), so a solution is accepted once by all API instances together.
 */
export default fp<CaptchaPluginOptions>(
  async function captchaPlugin(app: FastifyInstance, options) {
    app.decorate(
      'captcha',
      createCaptcha(options.config, { usedKeys: app.sharedState, log: app.log, fetch: options.fetch }),
    );
  },
  { name: 'captcha', dependencies: ['shared-state'] },
);
