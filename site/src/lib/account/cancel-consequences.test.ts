import { describe, expect, it } from 'vitest';
import { cancelConsequences } from './cancel-consequences.ts';

describe('what the cancel dialog says besides the deletion', () => {
  it('says what becomes of a group’s students, by how many joined', () => {
    expect(cancelConsequences({ regType: 'MSGROUP' }, 0)).toEqual(['No student has joined the group yet.']);
    expect(cancelConsequences({ regType: 'MSGROUP' }, 1)[0]).toMatch(/^The student who joined the group stays/);
    expect(cancelConsequences({ regType: 'MSGROUP' }, 3)[0]).toMatch(/^The 3 students who joined the group stay/);
    expect(cancelConsequences({ regType: 'MSGROUP' }, undefined)[0]).toMatch(/^The students who joined/);
  });

  it('warns that a parent’s confirmed day-of consent goes with a student’s registration', () => {
    expect(cancelConsequences({ regType: 'MSIND', consentState: 'received' }, undefined)).toEqual([
      'The day-of consent form a parent or guardian signed for it is deleted too: registering again would need a new one.',
    ]);
    // Signed on the registration form, or not received: nothing beyond the registration's own details.
    expect(cancelConsequences({ regType: 'HSIND', consentState: 'signed-on-form' }, undefined)).toEqual([]);
    expect(cancelConsequences({ regType: 'MSIND', consentState: 'school-will-submit' }, undefined)).toEqual([]);
    expect(cancelConsequences({ regType: 'HSCHAPERONE' }, undefined)).toEqual([]);
  });

  it('names a sponsor’s standing invoice, cancelled with the registration', () => {
    expect(cancelConsequences({ regType: 'COMPANY', invoiceNumber: 'STEM-2026-0004' }, undefined)).toEqual([
      'Its sponsorship invoice STEM-2026-0004 is cancelled with it.',
    ]);
    expect(cancelConsequences({ regType: 'COMPANY' }, undefined)).toEqual([]);
  });
});
