import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ConsentTextVersionSchema } from '@stem/shared';
import { consentTextVersionOf } from './consent-text-version.ts';

const text = { slug: 'ms-student', title: 'Consent', body: 'I agree.' } as const;

describe('consentTextVersionOf', () => {
  it('names the slug and changes with any edit of the title or body, and the API schema takes it', () => {
    const version = consentTextVersionOf(text);
    expect(version).toMatch(/^ms-student@[0-9a-f]{16}$/);
    expect(consentTextVersionOf({ ...text })).toBe(version);
    expect(consentTextVersionOf({ ...text, body: 'I agree!' })).not.toBe(version);
    expect(consentTextVersionOf({ ...text, title: 'Consent form' })).not.toBe(version);
    expect(v.parse(ConsentTextVersionSchema, version)).toBe(version);
  });
});
