import { MESSAGES, type SiteSettings } from '@stem/shared';

export interface RegisterLink {
  href: string;
  label: string;
}

/** A link while its switch is on; otherwise the closed text in its place (SPEC §2, Home). */
export type RegisterAction = { open: true; link: RegisterLink } | { open: false; closedText: string };

export interface RegisterColumn {
  id: string;
  heading: string;
  text: string;
  actions: RegisterAction[];
}

const action = (open: boolean, link: RegisterLink, closedText: string = MESSAGES.registrationClosed): RegisterAction =>
  open ? { open: true, link } : { open: false, closedText };

/** The home page's columns: one per audience, each action governed by one switch. */
export function registerColumns(settings: SiteSettings): RegisterColumn[] {
  return [
    {
      id: 'middle-school',
      heading: 'Middle School',
      text: 'Grades 6-8: a day of hands-on activities and an information fair.',
      actions: [
        action(settings.msIndividualOpen, { href: '/verify-age?regType=MSIND', label: 'Register as a student' }),
        action(settings.msGroupOpen, { href: '/verify-age?regType=MSGROUP', label: 'Register a group' }),
      ],
    },
    {
      id: 'high-school',
      heading: 'High School',
      text: 'Grades 9-12: campus tours and conversations with people who work in STEM.',
      actions: [
        action(settings.hsIndividualOpen, { href: '/verify-age?regType=HSIND', label: 'Register as a student' }),
        action(settings.hsChaperoneOpen, { href: '/hs-chaperone-reg-new', label: 'Register as a chaperone' }),
      ],
    },
    {
      id: 'companies',
      heading: 'Companies',
      text: 'Bring your people and your work to the next generation of engineers and scientists.',
      actions: [action(settings.companyOpen, { href: '/company-reg-new', label: 'Register your company' })],
    },
    {
      id: 'scholarships',
      heading: 'Scholarships',
      text: 'For Ohio high school seniors heading into STEM.',
      actions: [
        action(settings.scholarshipOpen, { href: '/scholarship-details', label: 'Apply' }, MESSAGES.applicationsClosed),
      ],
    },
  ];
}
