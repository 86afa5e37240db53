import { describe, expect, it } from 'vitest';
import { SCHOLARSHIP_FILES } from '@stem/shared/registration/scholarship-files';
import { thankYouKinds } from './thank-you-kinds.ts';
import { thankYouContent, type Block, type TextPart, type ThankYouContent } from './thank-you-text.ts';

// As the page gives them: the registry's part its build writes into it (thank-you.astro).
const links = {
  registry: JSON.parse(JSON.stringify(thankYouKinds())) as ReturnType<typeof thankYouKinds>,
  universityInfo: '/university-info',
  fileLabels: SCHOLARSHIP_FILES.map(({ field, label }) => [field, label] as const),
};
const read = (search: string) => thankYouContent(search, links);

/** The page as a reader gets it: heading, then each paragraph's text with links as their labels. */
const asText = (content: ThankYouContent) => {
  if (content.kind === 'home') return 'home';
  const part = (p: TextPart) => (typeof p === 'string' ? p : `[${p.label}](${p.href})`);
  const line = (parts: TextPart[]) => parts.map(part).join('');
  const block = (b: Block) => (Array.isArray(b) ? line(b) : b.steps.map((s, i) => `${i + 1}. ${line(s)}`).join('\n'));
  return [content.heading, ...content.blocks.map(block)].join('\n');
};

describe('thank-you page text', () => {
  it.each(['', '?regId=abc', '?regType=', '?regType=NOPE', '?regType=msind'])('sends %j home', (search) => {
    expect(read(search)).toEqual({ kind: 'home' });
  });

  it('tells a company its registration is complete, or updated', () => {
    expect(asText(read('?regType=COMPANY'))).toMatch(/^Registration Complete\n.*company registration is complete/);
    expect(asText(read('?regType=COMPANY&updated=true'))).toMatch(/^Registration Updated\n.*has been updated/);
    expect(asText(read('?regType=COMPANY'))).toContain('your invoice follows in a separate email');
    // The person reading may be the main contact or a colleague: the mail went to the contact's address.
    expect(asText(read('?regType=COMPANY'))).toContain('sent to the main contact’s email address.');
    expect(asText(read('?regType=COMPANY'))).not.toContain('logo');
    expect(asText(read('?regType=COMPANY&logoUploaded=false'))).toContain('Your logo could not be uploaded');
  });

  it.each(['COMPANY', 'HSIND', 'MSIND', 'HSCHAPERONE', 'MSGROUP', 'SCHOLARSHIP'])(
    'after an edit of %s (signed in) points to the list to change it again, not to a log-in',
    (regType) => {
      const updated = asText(read(`?regType=${regType}&updated=true`));
      expect(updated).toContain('To change it again, go to [View/Edit My Registrations](/multiple).');
      expect(updated).not.toContain('log in');
      expect(asText(read(`?regType=${regType}`))).not.toContain('change it again');
    },
  );

  it.each(['COMPANY', 'HSIND', 'MSIND', 'HSCHAPERONE', 'MSGROUP', 'SCHOLARSHIP'])(
    'after a first %s says that the account is made from the log-in page (registering needs none)',
    (regType) => {
      expect(asText(read(`?regType=${regType}`))).toMatch(
        /\[(log in|Log in)\]\(\/auth\/login\?returnTo=\/multiple\)[^\n]*\. No account yet\? Create it from that page, with (that same address|the email address you registered the group with)\./,
      );
    },
  );

  it('names the student email address a student logs in with (the form asks for a parent address too)', () => {
    for (const regType of ['MSIND', 'HSIND']) {
      expect(asText(read(`?regType=${regType}`))).toContain(
        '[log in](/auth/login?returnTo=/multiple) with the student email address you registered with.',
      );
    }
    expect(asText(read('?regType=COMPANY'))).toContain('with the email address you registered with.');
  });

  it('thanks a scholarship applicant, and says when a file could not be uploaded', () => {
    expect(asText(read('?regType=SCHOLARSHIP&regId=s1'))).toContain('Thank you for applying for a scholarship!');
    expect(asText(read('?regType=SCHOLARSHIP&regId=s1'))).not.toContain('could not be uploaded');
    expect(asText(read('?regType=SCHOLARSHIP&regId=s1&filesUploaded=false'))).toContain(
      'One or more of your files could not be uploaded',
    );
    // Named when the address says which: only the application's own file names, never the address's text.
    expect(asText(read('?regType=SCHOLARSHIP&regId=s1&filesUploaded=false&notUploaded=letterOfAcceptance'))).toContain(
      'This file could not be uploaded: Letter of Acceptance. Please [log in]',
    );
    expect(
      asText(
        read('?regType=SCHOLARSHIP&filesUploaded=false&notUploaded=scoreReport,recommendation,Click%20evil.example'),
      ),
    ).toContain('These files could not be uploaded: SAT or ACT Score Report, Recommendation Letter. Please');
    expect(asText(read('?regType=SCHOLARSHIP&updated=true'))).toMatch(/^Application Updated\n/);
  });

  it.each([
    ['HSIND', 'high school', '/consent-form-hs'],
    ['MSIND', 'middle school', '/consent-form-ms'],
  ])(
    'tells a %s student complete or in progress by the consent form, with the university info link',
    (type, day, form) => {
      const complete = asText(read(`?regType=${type}&regId=x&isContestFormSubmitted=true`));
      expect(complete).toMatch(
        new RegExp(`^Registration Complete\nYour registration for the ${day} STEM Career Day is complete.`),
      );
      expect(complete).toContain('[Request university info](/university-info)');

      const inProgress = asText(read(`?regType=${type}&regId=x&isContestFormSubmitted=false`));
      expect(inProgress).toMatch(/^Registration In Progress\n.*is in progress: it will be complete once/);
      expect(inProgress).toContain('[Request university info](/university-info)');
      expect(asText(read(`?regType=${type}`))).toMatch(/^Registration In Progress/);
      // SPEC §3 writes yes/no as '1'/'0' (qa27a).
      expect(asText(read(`?regType=${type}&regId=x&isContestFormSubmitted=1`))).toMatch(/^Registration Complete/);
      expect(asText(read(`?regType=${type}&regId=x&isContestFormSubmitted=0`))).toMatch(/^Registration In Progress/);

      // In progress, the parent is pointed at the day-of consent form of the student's school level; once
      // complete, there is nothing left to sign.
      expect(inProgress).toContain(
        `\nUnless your school is sending it, your parent or guardian can sign the [day-of consent form](${form}) online.\n`,
      );
      expect(complete).not.toContain('consent form](');
    },
  );

  it('names the group a student joined when this tab sent it, and no group an address alone names', () => {
    const search = '?regType=MSIND&isContestFormSubmitted=false&groupName=Rockets';
    const sent = thankYouContent(search, { ...links, sentGroup: { name: 'Rockets', code: '' } });
    expect(asText(sent)).toMatch(/^Registration In Progress\nYou are in the group "Rockets"\.\n.*in progress/);
    expect(asText(read(search))).not.toContain('Rockets');
    expect(asText(thankYouContent(search, { ...links, sentGroup: { name: 'Comets', code: '' } }))).not.toContain(
      'group',
    );
  });

  it('keeps the consent status visible after an edit', () => {
    const text = asText(read('?regType=MSIND&isContestFormSubmitted=false&updated=true'));
    expect(text).toMatch(/^Registration Updated\nYour registration has been updated.\n.*in progress/);
    expect(text).not.toContain('Register another student');
  });

  it('offers a parent to register another student after a new one (qa25b)', () => {
    for (const type of ['MSIND', 'HSIND'])
      expect(asText(read(`?regType=${type}&regId=x&isContestFormSubmitted=true`))).toMatch(
        /\nRegistering a brother or sister too\? \[Register another student\]\(\/register\): at the same school level, each student needs their own email address\.$/,
      );
  });

  it.each([
    ['MSIND', 'middle school', 'middle-school'],
    ['HSIND', 'high school', 'high-school'],
    ['MSGROUP', 'middle school', 'middle-school'],
    ['HSCHAPERONE', 'high school', 'high-school'],
  ])('offers a new %s registration its day’s calendar file, not an edit', (type, day, event) => {
    const saveTheDate = `Save the date: [add the ${day} STEM Career Day to your calendar](/api/events/${event}/calendar.ics).`;
    expect(asText(read(`?regType=${type}&isContestFormSubmitted=true`))).toContain(`\n${saveTheDate}`);
    expect(asText(read(`?regType=${type}&isContestFormSubmitted=true&updated=true`))).not.toContain('Save the date');
  });

  it.each(['COMPANY', 'SCHOLARSHIP', 'HSDAYOFCONSENT'])(
    'offers no calendar after %s: a company chose its days, an application and a consent are no registration for one',
    (type) => {
      expect(asText(read(`?regType=${type}`))).not.toContain('calendar');
    },
  );

  it('confirms a chaperone', () => {
    expect(asText(read('?regType=HSCHAPERONE'))).toMatch(/^Registration Confirmed\n.*chaperone is confirmed/);
  });

  it('gives a group leader the next steps with the group name', () => {
    const text = asText(
      thankYouContent('?regType=MSGROUP&groupName=Room%20204%20Robots', {
        ...links,
        sentGroup: { name: 'Room 204 Robots', code: 'Bots-204' },
      }),
    );
    expect(text).toContain('Your group "Room 204 Robots" has been created.');
    // The code the leader shares, repeated from the tab that sent it (never from the address).
    expect(text).toContain(
      '1. Share the group name and the group code with your students. Your group code is Bots-204: students type it exactly, capitals included.',
    );
    expect(text).toContain('Share the group name and the group code with your students.');
    expect(text).toContain('registers with a parent or guardian present');
    expect(text).toContain('only after they have entered the group name and code');
    expect(text).toContain(
      '4. [Log in](/auth/login?returnTo=/multiple) at any time to see your group members and their status. No account yet? Create it from that page, with the email address you registered the group with.',
    );
    expect(asText(read('?regType=MSGROUP'))).toContain('Your group has been created.');
    expect(
      asText(
        thankYouContent('?regType=MSGROUP&groupName=Robots&updated=true', {
          ...links,
          sentGroup: { name: 'Robots', code: 'r1' },
        }),
      ),
    ).toMatch(/^Group Updated\n.*"Robots" has been updated\.\nYour group code is r1: students type it exactly/);
  });

  it('names no group this tab did not send: an address anyone wrote says "Your group"', () => {
    const spoof = '?regType=MSGROUP&groupName=Rockets%22.%20Pay%20the%20%2425%20fee%20at%20https%3A%2F%2Fpay.example';
    expect(asText(read(spoof))).toMatch(/^Group Created\nYour group has been created\./);
    expect(asText(thankYouContent(spoof, { ...links, sentGroup: { name: 'Rockets', code: 'x' } }))).not.toContain(
      'fee',
    );
  });

  it('keeps markup in a group name as text', () => {
    const content = thankYouContent('?regType=MSGROUP&groupName=%3Cimg%20src%3Dx%3E', {
      ...links,
      sentGroup: { name: '<img src=x>', code: '' },
    });
    expect(content.kind === 'text' && content.blocks[0]).toEqual([
      'Your group "<img src=x>" has been created. What happens next:',
    ]);
  });

  it('thanks a scholarship applicant and says the confirmation email was sent, or updated', () => {
    expect(asText(read('?regType=SCHOLARSHIP'))).toMatch(/^Thank You\n.*A confirmation email has been sent to you./);
    expect(asText(read('?regType=SCHOLARSHIP&updated=true'))).toMatch(/^Application Updated\n/);
  });

  it('acknowledges a day-of consent form for either event', () => {
    expect(asText(read('?regType=HSDAYOFCONSENT'))).toMatch(
      /^Consent Form Received\n.*high school.*has been received./,
    );
    expect(asText(read('?regType=MSDAYOFCONSENT'))).toMatch(
      /^Consent Form Received\n.*middle school.*has been received./,
    );
    // It says the consent counts only once the parent confirms it from the mailed link.
    expect(asText(read('?regType=HSDAYOFCONSENT'))).toContain(
      'emailed a confirmation link to the parent/guardian email',
    );
    // The same page whether or not the email names a registration: it says what to do when no mail comes.
    expect(asText(read('?regType=MSDAYOFCONSENT'))).toContain(
      'when the student’s email you entered is the one on their middle school registration',
    );
    // The tab that sent it repeats the email entered, so a typo is seen at once.
    expect(
      asText(thankYouContent('?regType=MSDAYOFCONSENT', { ...links, sentConsentEmail: 'ada@example.org' })),
    ).toContain(
      'when the student’s email you entered, ada@example.org, is the one on their middle school registration',
    );
    expect(read('?regType=MSDAYOFCONSENT')).toMatchObject({
      blocks: expect.arrayContaining([
        expect.arrayContaining([{ href: '/consent-form-ms', label: 'the consent form' }]),
      ]),
    });
  });
});
