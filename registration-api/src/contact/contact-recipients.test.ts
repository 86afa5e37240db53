import { describe, expect, it } from 'vitest';
import { isReservedExampleAddress, recipientFor } from './contact-recipients.ts';

const known = [
  { subject: 'grants', email: 'grants@careerday.org' },
  { subject: 'sponsorship', email: 'sponsorship@example.org' },
] as const;
const fallback = 'questions@careerday.org';

describe('the organisers’ address for a contact subject', () => {
  it('is the CMS’s address for the subject', () => {
    expect(recipientFor('grants', known, { fallback, production: true })).toEqual({
      address: 'grants@careerday.org',
      source: 'cms',
    });
  });

  it('is the fallback for a subject the CMS has no address for, or when nothing is known', () => {
    expect(recipientFor('other', known, { fallback, production: false })).toEqual({
      address: fallback,
      source: 'fallback',
    });
    expect(recipientFor('grants', null, { fallback, production: false })).toEqual({
      address: fallback,
      source: 'fallback',
    });
    expect(recipientFor('grants', [], { fallback, production: true })).toEqual({
      address: fallback,
      source: 'fallback',
    });
  });

  it('in production, is the fallback while the CMS still holds a seeded example address', () => {
    expect(recipientFor('sponsorship', known, { fallback, production: true })).toEqual({
      address: fallback,
      source: 'fallback',
    });
    expect(recipientFor('sponsorship', known, { fallback, production: false }).address).toBe('sponsorship@example.org');
  });

  it.each([
    ['a@example.org', true],
    ['a@sub.example.com', true],
    ['a@EXAMPLE.NET', true],
    ['a@school.test', true],
    ['a@nowhere.invalid', true],
    ['a@localhost', true],
    ['a@myexample.org', false],
    ['a@example.org.uk', false],
    ['a@careerday.org', false],
  ])('%s is a reserved example address: %s', (address, reserved) => {
    expect(isReservedExampleAddress(address)).toBe(reserved);
  });
});
