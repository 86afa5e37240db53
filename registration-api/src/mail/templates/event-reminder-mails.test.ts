import { describe, expect, it } from 'vitest';
import { eventReminder, type MissingConsentForm } from './event-reminder-mails.ts';

const reminderWith = (state: MissingConsentForm['state']) =>
  eventReminder({
    registered: 'Alan Turing',
    eventName: 'Middle School STEM Career Day',
    date: 'Saturday, April 25, 2026',
    consent: { firstName: 'Alan', state, formUrl: 'https://site/consent-form-ms', studentEmail: 'alan@example.com' },
    kindBlocks: [],
    mapUrl: 'https://site/map',
    loginUrl: 'https://site/auth/login',
  });
const consentParagraph = (state: MissingConsentForm['state']) => {
  const block = reminderWith(state).blocks[1]!;
  return block.kind === 'paragraph' ? block.text : '';
};

describe('the reminder’s consent paragraph', () => {
  it('says why the consent is not in hand: none came, the school’s has not, or it waits for its confirmation', () => {
    expect(consentParagraph('missing')).toBe(
      'We have not received the parent/guardian consent form yet, and Alan can only take part with it.',
    );
    expect(consentParagraph('school')).toMatch(/^The school was to send Alan's .* please ask the school, or fill/);
    expect(consentParagraph('awaiting-confirmation')).toMatch(
      /^Alan's parent\/guardian consent form was filled in, but not yet confirmed from the link we emailed/,
    );
    // Whatever the reason, the form and the email that matches it follow.
    for (const state of ['missing', 'school', 'awaiting-confirmation'] as const) {
      expect(reminderWith(state).blocks.slice(2, 4)).toEqual([
        {
          kind: 'link',
          text: 'Please do it before the day:',
          label: 'Fill in the consent form',
          url: 'https://site/consent-form-ms',
        },
        { kind: 'paragraph', text: 'On the form, enter the student email address used to register: alan@example.com' },
      ]);
    }
  });
});
