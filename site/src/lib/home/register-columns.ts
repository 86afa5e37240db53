import { MESSAGES, type SiteSettings } from '@stem/shared';
import type { EventSlug } from '../cms/content-schemas.ts';

export interface RegisterLink {
  href: string;
  label: string;
  /**
   * Read only by screen readers after the label: several columns show the same SPEC label ('Register
   * Now'), and a link list must still tell them apart.
   */
  context: string;
}

/** A link while its switch is on; otherwise the closed text in its place (SPEC §2, Home). */
export type RegisterAction = { open: true; link: RegisterLink } | { open: false; closedText: string };

export type HomeColumnId = 'middle-school' | 'high-school' | 'grants-scholarships';

export interface RegisterColumn {
  id: HomeColumnId;
  heading: string;
  /** The event whose date and home-page times the column shows; the third column has none. */
  event: EventSlug | null;
  actions: RegisterAction[];
}

const action = (open: boolean, link: RegisterLink, closedText: string = MESSAGES.registrationClosed): RegisterAction =>
  open ? { open: true, link } : { open: false, closedText };

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
        action(settings.msIndividualOpen, {
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
        action(settings.hsIndividualOpen, {
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
        action(true, { href: '/grants', label: 'Rube Goldberg Challenge', context: 'grants and prizes' }),
        action(
          settings.scholarshipOpen,
          { href: '/scholarship-details', label: 'Learn More & Apply', context: 'for a scholarship' },
          MESSAGES.applicationsClosed,
        ),
      ],
    },
  ];
}
