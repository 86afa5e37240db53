import { EVENT_CHOICES } from '@stem/shared/registration/company-answers';
import { describe, expect, it } from 'vitest';
import { eventChangeWarning, removedByEventChange } from './event-change.ts';

const { middleSchool, highSchool, both, sponsorshipOnly } = EVENT_CHOICES;

describe('what a changed event choice removes when saved', () => {
  it('names the day no longer attended, and the participants once nobody attends', () => {
    expect(removedByEventChange(both, highSchool)).toEqual(['your answers for the middle school day']);
    expect(removedByEventChange(both, sponsorshipOnly)).toEqual([
      'your answers for the middle school day',
      'your answers for the high school day',
      'your additional participants',
    ]);
    expect(eventChangeWarning(highSchool, sponsorshipOnly)).toBe(
      'Saving this choice removes your answers for the high school day and your additional participants from the registration.',
    );
  });

  it('warns of nothing when nothing stored goes: the same choice, more days, or a new form', () => {
    expect(removedByEventChange(middleSchool, both)).toEqual([]);
    expect(removedByEventChange(both, both)).toEqual([]);
    expect(removedByEventChange(sponsorshipOnly, highSchool)).toEqual([]);
    expect(eventChangeWarning(undefined, sponsorshipOnly)).toBeNull();
  });
});
