import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { firstMessages, REMOVE, survivesArbitraryInput, withValue } from '../registration/test-support.ts';
import {
  CONTACT_QUESTION_MAX_LENGTH,
  CONTACT_SUBJECT_VALUES,
  CONTACT_WHO_OPTIONS,
  ContactQuestionSchema,
  contactSubjectLabel,
} from './contact-question-schema.ts';

const valid = () => ({
  who: 'Student/Teacher/Parent',
  subject: 'ms-reg',
  email: 'grace@example.com',
  question: 'Can my daughter bring her own lunch?',
  gResponse: 'token',
});

describe('contact question (SPEC §3, §5 Contact)', () => {
  it('has exactly SPEC’s who options and subject values, in SPEC’s order', () => {
    expect(CONTACT_WHO_OPTIONS).toEqual([
      'Student/Teacher/Parent',
      'Member of the media',
      'University',
      'Company',
      'Sponsor',
      'Other',
    ]);
    expect(CONTACT_SUBJECT_VALUES).toEqual([
      'scholarships',
      'grants',
      'hs-chaperone',
      'hs-reg',
      'hs-day-of-details',
      'ms-reg',
      'ms-day-of-details',
      'media-coverage',
      'sponsorship',
      'other',
    ]);
  });

  it('gives every subject a readable label of its own', () => {
    const labels = CONTACT_SUBJECT_VALUES.map(contactSubjectLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(contactSubjectLabel('hs-day-of-details')).toBe('High school day of event details');
    for (const label of labels) expect(label).toMatch(/^[A-Z][A-Za-z ()]+$/);
  });

  it('a complete question passes as given, trimmed, unknown keys dropped', () => {
    const input = { ...valid(), email: ' grace@example.com ', to: 'someone@example.net', status: 'x' };
    expect(v.parse(ContactQuestionSchema, input)).toEqual(valid());
  });

  it.each(CONTACT_WHO_OPTIONS)('who may be "%s"', (who) => {
    expect(v.parse(ContactQuestionSchema, { ...valid(), who }).who).toBe(who);
  });

  it.each(CONTACT_SUBJECT_VALUES)('subject may be "%s"', (subject) => {
    expect(v.parse(ContactQuestionSchema, { ...valid(), subject }).subject).toBe(subject);
  });

  it.each(['who', 'subject', 'email'])('%s is required: This field is required', (field) => {
    for (const replacement of ['', '  ', REMOVE, null, { $ne: '' }]) {
      expect(firstMessages(ContactQuestionSchema, withValue(valid(), [field], replacement))).toEqual({
        [field]: MESSAGES.required,
      });
    }
  });

  it('who and subject must be one of the options, in the exact spelling', () => {
    for (const [field, value] of [
      ['who', 'Parent'],
      ['who', 'student/teacher/parent'],
      ['subject', 'Scholarships'],
      ['subject', 'hs-registration'],
    ] as const) {
      expect(firstMessages(ContactQuestionSchema, { ...valid(), [field]: value })).toEqual({
        [field]: MESSAGES.required,
      });
    }
  });

  it('the email must be valid: Address is not valid', () => {
    for (const email of ['grace', 'grace@', 'grace@example', 'grace example.com']) {
      expect(firstMessages(ContactQuestionSchema, { ...valid(), email })).toEqual({ email: MESSAGES.email });
    }
  });

  it('the question is optional: missing or blank is an empty question', () => {
    expect(v.parse(ContactQuestionSchema, withValue(valid(), ['question'], REMOVE)).question).toBe('');
    expect(v.parse(ContactQuestionSchema, { ...valid(), question: ' \n\u200B ' }).question).toBe('');
  });

  it('the question keeps its line breaks and refuses control characters', () => {
    expect(v.parse(ContactQuestionSchema, { ...valid(), question: 'Line one\r\nLine two' }).question).toBe(
      'Line one\nLine two',
    );
    expect(firstMessages(ContactQuestionSchema, { ...valid(), question: 'bell\u0007' })).toEqual({
      question: 'Please remove unsupported characters',
    });
  });

  it(`the question is at most ${CONTACT_QUESTION_MAX_LENGTH} characters, and the message names the limit`, () => {
    const longest = 'q'.repeat(CONTACT_QUESTION_MAX_LENGTH);
    expect(v.parse(ContactQuestionSchema, { ...valid(), question: longest }).question).toBe(longest);
    expect(firstMessages(ContactQuestionSchema, { ...valid(), question: `${longest}q` })).toEqual({
      question: `Must be at most ${CONTACT_QUESTION_MAX_LENGTH} characters`,
    });
  });

  it('the captcha token is validated with the body: missing is empty, too long is refused', () => {
    expect(v.parse(ContactQuestionSchema, withValue(valid(), ['gResponse'], REMOVE)).gResponse).toBe('');
    expect(firstMessages(ContactQuestionSchema, { ...valid(), gResponse: 't'.repeat(8193) })).toEqual({
      gResponse: MESSAGES.verifyCaptcha,
    });
  });

  it('an empty body names every required field at once', () => {
    expect(firstMessages(ContactQuestionSchema, {})).toEqual({
      who: MESSAGES.required,
      subject: MESSAGES.required,
      email: MESSAGES.required,
    });
    expect(firstMessages(ContactQuestionSchema, 'who=Other')).toEqual({ '': MESSAGES.required });
  });

  it('survives arbitrary input (SECURITY 5)', () => {
    survivesArbitraryInput(ContactQuestionSchema, valid(), 300);
  });
});
