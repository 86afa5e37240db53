import { MESSAGES, type SiteSettings } from '@stem/shared';
import { registrationWindow } from '@stem/shared/cms/registration-deadline';
import type { RegistrationSwitch } from '@stem/shared/cms/site-settings-schema';
import type { EventSlug } from '../cms/content-schemas.ts';
import { closesAtOf } from '../registration/form-guard.ts';

export interface RegisterLink {
  href: string;
  label: string;
  /**
   * Read only by screen readers after the label: several columns show the same SPEC label ('Register
   * Now'), and a link list must still tell them apart.
   */
  context: string;
}

/**
 * A link while its switch is on; otherwise the closed text in its place (SPEC §2, Home). An open link whose
 * kind has a closing date-time (`closesAt`) gives way to the same closed text once the browser's clock
 * passes it (a passing deadline rebuilds nothing).
 */
export type RegisterAction =
  { open: true; link: RegisterLink; closedText: string; closesAt: string | null } | { open: false; closedText: string };

export type HomeColumnId = 'middle-school' | 'high-school' | 'grants-scholarships';

export interface RegisterColumn {
  id: HomeColumnId;
  heading: string;
  /** The event whose date and home-page times the column shows; the third column has none. */
  event: EventSlug | null;
  actions: RegisterAction[];
}

/**
 * The link of the kind whose switch is `name` (null: a link no switch governs), or `closedText` once the
 * switch is off or its closing date-time has passed at `now` (the build: publishing a closing date already
 * past rebuilds the pages closed).
 */
export function registerAction(
  settings: SiteSettings,
  name: RegistrationSwitch | null,
  link: RegisterLink,
  closedText: string = MESSAGES.registrationClosed,
  now = Date.now(),
): RegisterAction {
  if (name === null) return { open: true, link, closedText, closesAt: null };
  if (registrationWindow(settings, name, now) !== 'open') return { open: false, closedText };
  return { open: true, link, closedText, closesAt: closesAtOf({ switch: name }, settings) };
}

/**
 * The home page's three columns (SPEC §2, Home): middle school, high school, Rube Goldberg and
 * scholarships, each with the register or apply link its switch governs. The challenge has no switch, so
 * its link always shows.
 */
export function registerColumns(settings: SiteSettings): RegisterColumn[] {
  return [
    {
      id: 'middle-school',
      heading: 'Middle School',
      event: 'middle-school',
      actions: [
        registerAction(settings, 'msIndividualOpen', {
          href: '/verify-age?regType=MSIND',
          label: 'Register Now',
          context: 'for the middle school day',
        }),
      ],
    },
    {
      id: 'high-school',
      heading: 'High School',
      event: 'high-school',
      actions: [
        registerAction(settings, 'hsIndividualOpen', {
          href: '/verify-age?regType=HSIND',
          label: 'Register Now',
          context: 'for the high school day',
        }),
      ],
    },
    {
      id: 'grants-scholarships',
      heading: 'Rube Goldberg & Scholarships',
      event: null,
      actions: [
        registerAction(settings, null, {
          href: '/grants',
          label: 'Rube Goldberg Challenge',
          context: 'grants and prizes',
        }),
        registerAction(
          settings,
          'scholarshipOpen',
          { href: '/scholarship-details', label: 'Learn More & Apply', context: 'for a scholarship' },
          MESSAGES.applicationsClosed,
        ),
      ],
    },
  ];
}
