import type { EventSlug, RegistrationKind } from '@stem/shared/registration-kinds';

/** A piece of a paragraph: plain text, or a link. Rendered with DOM text nodes, never as HTML. */
export type TextPart = string | { href: string; label: string };

/** A paragraph, or a numbered list of steps (each step a run of parts). */
export type Block = TextPart[] | { steps: TextPart[][] };

export type ThankYouContent = { kind: 'home' } | { kind: 'text'; heading: string; blocks: Block[] };

/**
 * What the texts need of the kind registry (thank-you-kinds.ts), written into the page by its build: the page's
 * script does without the registry's module (its 5 KB budget).
 */
export interface ThankYouKinds {
  /** Each regType's thank-you variant and career day. */
  kinds: Record<string, Pick<RegistrationKind, 'thankYou' | 'event'>>;
  /** Each day's day-of consent form (SPEC §2: /consent-form-ms, /consent-form-hs). */
  consentForms: Record<EventSlug, string>;
  /** Each day's calendar file. */
  calendars: Record<EventSlug, string>;
}

export interface ThankYouLinks {
  /** The kind registry's part, as the page was built with it. */
  registry: ThankYouKinds;
  /** Where a student can ask the university for information (SPEC §2, HSIND and MSIND). */
  universityInfo: string;
  /**
   * The group this tab sent (sent-details.ts): the address's `groupName` is shown only when it is its name, since
   * anyone can write an address, and then with its code.
   */
  sentGroup?: { name: string; code: string } | null | undefined;
  /** The student email this tab's day-of consent was sent for (sent-details.ts), repeated on its page. */
  sentConsentEmail?: string | null | undefined;
  /**
   * An application's files as [form field, label] (SCHOLARSHIP_FILES), given by the page as it was built: the
   * page's script does without the module (its 5 KB budget).
   */
  fileLabels?: ReadonlyArray<readonly [string, string]> | undefined;
}

const loginLink: TextPart = { href: '/auth/login?returnTo=/multiple', label: 'log in' };

/**
 * Registering needs no account, so whoever just registered usually has none: the log-in page is where it is
 * made (as the confirmation mail says, `firstLogInHint`).
 */
const firstTime = (address = 'that same address') => ` No account yet? Create it from that page, with ${address}.`;

/**
 * How to come back to it: "your registration", or what the kind calls it ("your application"), with the
 * address it belongs to (a student's form asks for a parent's address too: the student's is the one).
 */
const changeLater = (what = 'your registration', address = 'email address'): TextPart[] => [
  `To view or change ${what} later, `,
  loginLink,
  ` with the ${address} you registered with.${firstTime()}`,
];
const CHANGE_LATER = changeLater();

/** After an edit the visitor is signed in (an edit needs it): the way back is their list, not a log-in. */
const CHANGE_AGAIN: TextPart[] = [
  'To change it again, go to ',
  { href: '/multiple', label: 'View/Edit My Registrations' },
  '.',
];

/** A company's logo that failed to upload after its registration was stored (thank-you `logoUploaded=false`). */
const LOGO_NOT_UPLOADED: TextPart[] = [
  'Your logo could not be uploaded. Please ',
  loginLink,
  ' and add it to your registration.',
];

/**
 * Application files that failed to upload after the application was stored (thank-you `filesUploaded=false`),
 * named when the address says which (`notUploaded`: form fields; only the application's own file names are
 * shown, never text from the address).
 */
function filesNotUploaded(params: URLSearchParams, fileLabels: ThankYouLinks['fileLabels'] = []): TextPart[] {
  const fields = (params.get('notUploaded') ?? '').split(',');
  const labels = fileLabels.filter(([field]) => fields.includes(field)).map(([, label]) => label);
  const which =
    labels.length === 0
      ? 'One or more of your files could not be uploaded'
      : `${labels.length === 1 ? 'This file' : 'These files'} could not be uploaded: ${labels.join(', ')}`;
  const them = labels.length === 1 ? 'it' : 'them';
  return [`${which}. Please `, loginLink, ` and add ${them} to your application before the deadline.`];
}

/** How the texts name a career day. */
const DAY_NAMES: Record<EventSlug, string> = { 'middle-school': 'middle school', 'high-school': 'high school' };
type Kind = ThankYouKinds['kinds'][string];
const eventOf = (kind: Kind): EventSlug => kind.event ?? 'high-school';
const dayOf = (kind: Kind) => DAY_NAMES[eventOf(kind)];

/** After a first registration for a day: its calendar file (the confirmation mail carries it too). */
const saveTheDate = (links: ThankYouLinks, event: EventSlug): TextPart[] => [
  'Save the date: ',
  { href: links.registry.calendars[event], label: `add the ${DAY_NAMES[event]} STEM Career Day to your calendar` },
  '.',
];

function student(
  event: EventSlug,
  consentSubmitted: boolean,
  updated: boolean,
  links: ThankYouLinks,
  joinedGroup: string | null,
) {
  const day = DAY_NAMES[event];
  const status: TextPart[][] = consentSubmitted
    ? [[`Your registration for the ${day} STEM Career Day is complete.`]]
    : [
        [
          `Your registration for the ${day} STEM Career Day is in progress: it will be complete once the parent or guardian consent form has been received, from your school or from your parent or guardian.`,
        ],
        [
          'Unless your school is sending it, your parent or guardian can sign the ',
          { href: links.registry.consentForms[event], label: 'day-of consent form' },
          ' online.',
        ],
      ];
  return {
    heading: updated ? 'Registration Updated' : consentSubmitted ? 'Registration Complete' : 'Registration In Progress',
    blocks: [
      ...(updated ? [['Your registration has been updated.']] : []),
      ...(joinedGroup ? [[`You are in the group "${joinedGroup}".`]] : []),
      ...status,
      ...(updated ? [] : [saveTheDate(links, event)]),
      [
        'Curious about studying at the university? ',
        { href: links.universityInfo, label: 'Request university info' },
        '.',
      ],
      updated ? CHANGE_AGAIN : changeLater('your registration', 'student email address'),
      // A parent with two children found only "Visit Homepage" here (qa25b).
      ...(updated ? [] : [ANOTHER_STUDENT]),
    ],
  };
}

const ANOTHER_STUDENT: TextPart[] = [
  'Registering a brother or sister too? ',
  { href: '/register', label: 'Register another student' },
  ': at the same school level, each student needs their own email address.',
];

function group(sent: { name: string; code: string } | null, updated: boolean) {
  const named = sent ? `Your group "${sent.name.trim()}"` : 'Your group';
  if (updated) {
    // The code as saved: a leader who just changed it shares the new one (qa13a: the page did not say it). The
    // Created step's words, which the page's 5 KB budget carries once.
    const code: TextPart[][] = sent?.code
      ? [[`Your group code is ${sent.code}: students type it exactly, capitals included.`]]
      : [];
    return { heading: 'Group Updated', blocks: [[`${named} has been updated.`], ...code, CHANGE_AGAIN] };
  }
  return {
    heading: 'Group Created',
    blocks: [
      [`${named} has been created. What happens next:`],
      {
        steps: [
          [
            'Share the group name and the group code with your students.',
            ...(sent?.code ? [` Your group code is ${sent.code}: students type it exactly, capitals included.`] : []),
          ],
          [
            'Each student registers with a parent or guardian present, and enters the group name and code during registration.',
          ],
          ['Students appear in your group only after they have entered the group name and code.'],
          [
            { href: '/auth/login?returnTo=/multiple', label: 'Log in' },
            ` at any time to see your group members and their status.${firstTime('the email address you registered the group with')}`,
          ],
        ],
      },
    ],
  };
}

/**
 * The address's `groupName` when this tab sent that group (sent-details.ts), trimmed; else null: anyone can
 * write an address, and the page names no group this tab did not send.
 */
function namedGroup(params: URLSearchParams, links: ThankYouLinks): string | null {
  const named = params.get('groupName')?.trim();
  return named && links.sentGroup && named === links.sentGroup.name.trim() ? named : null;
}

/**
 * The thank-you page's text (SPEC §2, "Thank-you page text per regType"), chosen from its query:
 * regType, groupName, isContestFormSubmitted ('true' when the parent/guardian consent form was
 * submitted) and updated ('true' after an edit). No or an unknown regType sends the visitor home.
 */
export function thankYouContent(search: string, links: ThankYouLinks): ThankYouContent {
  const params = new URLSearchParams(search);
  const regType = params.get('regType') ?? '';
  const kind = Object.hasOwn(links.registry.kinds, regType) ? links.registry.kinds[regType] : undefined;
  if (!kind) return { kind: 'home' };
  const updated = params.get('updated') === 'true';
  const text = (heading: string, ...blocks: Block[]): ThankYouContent => ({ kind: 'text', heading, blocks });

  // One text per thank-you variant of the kind registry; the kind's event names the day where a text says it.
  switch (kind.thankYou) {
    case 'company':
      return updated
        ? text(
            'Registration Updated',
            [
              'Your company registration has been updated. A confirmation has been sent to the main contact’s email address.',
            ],
            CHANGE_AGAIN,
          )
        : text(
            'Registration Complete',
            [
              'Thank you! Your company registration is complete. A confirmation has been sent to the main contact’s email address.',
            ],
            ['If you chose a sponsorship level, your invoice follows in a separate email, as a PDF.'],
            ...(params.get('logoUploaded') === 'false' ? [LOGO_NOT_UPLOADED] : []),
            CHANGE_LATER,
          );
    case 'student':
      return { kind: 'text', ...student(eventOf(kind), submitted(params), updated, links, namedGroup(params, links)) };
    case 'chaperone':
      return updated
        ? text('Registration Updated', ['Your chaperone registration has been updated.'], CHANGE_AGAIN)
        : text(
            'Registration Confirmed',
            ['Thank you for volunteering! Your registration as a high school chaperone is confirmed.'],
            saveTheDate(links, eventOf(kind)),
            CHANGE_LATER,
          );
    case 'group': {
      const named = namedGroup(params, links);
      const content = group(named && links.sentGroup ? links.sentGroup : null, updated);
      return {
        kind: 'text',
        ...content,
        blocks: updated ? content.blocks : [...content.blocks, saveTheDate(links, eventOf(kind))],
      };
    }
    case 'scholarship':
      return updated
        ? text('Application Updated', ['Your scholarship application has been updated.'], CHANGE_AGAIN)
        : text(
            'Thank You',
            ['Thank you for applying for a scholarship! A confirmation email has been sent to you.'],
            ...(params.get('filesUploaded') === 'false' ? [filesNotUploaded(params, links.fileLabels)] : []),
            changeLater('your application'),
          );
    case 'day-of-consent':
      // The same words whatever email was entered: the page tells nobody whether it names a registration. So
      // they say what happens when it does, and what to do when no mail comes (a mistyped student email, or a
      // student registered for the other day), instead of promising a mail that may never be sent.
      return text(
        'Consent Form Received',
        [`Thank you! Your consent form for the ${dayOf(kind)} STEM Career Day has been received.`],
        [
          `It counts once it is confirmed: when the student’s email you entered${links.sentConsentEmail ? `, ${links.sentConsentEmail},` : ''} is the one on their ${dayOf(kind)} registration, we have emailed a confirmation link to the parent/guardian email on that registration. Please open it within 48 hours.`,
        ],
        [
          'No email within an hour? Check the spam folder, then the student’s registration email, and fill in ',
          { href: links.registry.consentForms[eventOf(kind)], label: 'the consent form' },
          ' again, or ',
          { href: '/contact', label: 'contact us' },
          '.',
        ],
      );
  }
}

// 'true' as the forms send it, or SPEC §3's yes/no '1' (qa27a: a link with '1' read "In Progress").
const submitted = (params: URLSearchParams) => ['true', '1'].includes(params.get('isContestFormSubmitted') ?? '');
