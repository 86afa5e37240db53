import { describe, expect, it, vi } from 'vitest';
import { AltchaCaptcha } from './altcha-captcha.ts';
import { createCaptcha } from './create-captcha.ts';

const usedKeys = { consumeOnce: async () => true };

describe('createCaptcha', () => {
  it('generates an ALTCHA key for this process, with a warning, when none is configured', async () => {
    const log = { warn: vi.fn() };
    const captcha = createCaptcha(
      { provider: 'altcha', hmacKey: undefined, cost: 1, counterMax: 10 },
      { usedKeys, log },
    );
    expect(captcha).toBeInstanceOf(AltchaCaptcha);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('ALTCHA_HMAC_KEY is not set'));
    expect((await (captcha as AltchaCaptcha).createChallenge()).signature).toBeTruthy();
  });

  it('uses the configured key silently', () => {
    const log = { warn: vi.fn() };
    createCaptcha({ provider: 'altcha', hmacKey: 'k'.repeat(32), cost: 1, counterMax: 10 }, { usedKeys, log });
    expect(log.warn).not.toHaveBeenCalled();
  });
});
