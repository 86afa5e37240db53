import type { TypeHelp } from './editor-labels';

/** An image the site shows: its build refuses one without alternative text. */
const ALT = 'needs alternative text (set in the media library), or the site cannot publish the change.';
/** A single type is titled by its name ("Home page"): `id` makes the admin use the type's name, not documentId. */
const BY_NAME = 'id';

/**
 * Names and hints for the pages' single types and their components, written from the pages that show them
 * (site/src/pages). Strapi showed "middleSchoolText", "dateText" or "timeReading: home-page" and titled each
 * page by its documentId; nothing said where a text shows, or which other texts repeat a date or an amount
 * and need the same edit by hand.
 */
export const PAGE_HELP: Record<string, TypeHelp> = {
  'api::home-page.home-page': {
    mainField: BY_NAME,
    fields: {
      slides: { label: 'Slideshow', description: `At the top of the home page. Each image ${ALT}` },
      middleSchoolText: {
        label: 'Middle School column',
        description:
          'Home page, first column, under the day’s date and times (from Events) and above Register Now. It repeats the grades: when the Event’s grades change, change them here too.',
      },
      highSchoolText: {
        label: 'High School column',
        description:
          'Home page, second column, under the day’s date and times (from Events) and above Register Now. It repeats the grades: when the Event’s grades change, change them here too.',
      },
      grantsScholarshipsText: {
        label: 'Rube Goldberg & Scholarships column',
        description:
          'Home page, third column, above the challenge and scholarship links. It repeats the largest scholarship amount: when the Scholarship page’s funds change, change it here too.',
      },
      sponsorsBanner: {
        label: 'Sponsors banner',
        description: `Under Our Sponsors and Partners, below the sponsors’ logos. The image ${ALT}`,
      },
      universityLogo: { label: 'University logo', description: `Below the sponsors banner. The image ${ALT}` },
    },
  },
  'shared.slide': {
    fields: {
      image: { label: 'Image', description: `The image ${ALT}` },
      caption: { label: 'Caption', description: 'Optional: a line shown with the image.' },
    },
  },
  'api::about-page.about-page': {
    mainField: BY_NAME,
    fields: {
      intro: {
        label: 'Introduction',
        description:
          'The top of the About page. Each day’s date, grades, times and place below it come from Events: do not repeat them here.',
      },
    },
  },
  'api::scholarship-page.scholarship-page': {
    mainField: BY_NAME,
    fields: {
      intro: {
        label: 'Introduction',
        description:
          'The top of the Scholarships page. The sentence after it takes the career day’s date from the high school Event.',
      },
      funds: {
        label: 'Funds',
        description:
          'One card per fund. The home page’s third column and the Scholarship criteria page repeat the amounts and numbers of awards: edit them there too.',
      },
      priorityDistrict: {
        label: 'Priority district',
        description:
          'Ends a fund’s line “… of them are prioritised for students of …”, e.g. the local public school district. The Scholarship criteria page repeats it.',
      },
      eligibility: {
        label: 'Eligibility',
        description:
          'Under Eligibility. It repeats the evidence-of-acceptance date: when that date changes, change it here too.',
      },
      applicationDeadline: {
        label: 'Applications due, as written',
        description:
          'Under Deadlines, e.g. January 16. It closes nothing: the form closes with the scholarship switch or closing time in Site settings. The Scholarship criteria page repeats the date: edit it there too.',
      },
      acceptanceEvidenceDeadline: {
        label: 'Evidence of acceptance due, as written',
        description:
          'Under Deadlines, followed by “(otherwise the award is forfeited)”, e.g. July 12. Eligibility above and the Scholarship criteria page repeat the date: edit them too.',
      },
      materials: {
        label: 'Application materials',
        description: 'Under Application Materials, above the line that names the email address and size limit below.',
      },
      applicationEmail: {
        label: 'Applications by email to',
        description: 'Under Application Materials: “You may also email your application to …”.',
      },
      emailLimitMb: {
        label: 'Email size limit (MB)',
        description:
          'Under Application Materials: “Emailed files may be up to … MB in total.” A number only. The Scholarship criteria page repeats it: edit it there too.',
      },
      disciplines: {
        label: 'STEM disciplines',
        description: 'The four columns at the bottom, each discipline in the column it names, in this order.',
      },
      criteriaDocument: {
        label: 'Criteria document',
        description: 'The file behind “Download the scholarship criteria”, near the top.',
      },
    },
  },
  'scholarship.fund': {
    fields: {
      name: { label: 'Fund name', description: 'The card’s heading.' },
      description: { label: 'Description', description: 'The line under the heading.' },
      maxAwards: { label: 'Awards, at most', description: '“Up to … awards of …”.' },
      amount: { label: 'Amount per award ($)', description: 'Whole dollars, digits only: 2500 shows as $2,500.' },
      priorityAwards: {
        label: 'Awards prioritised for the district',
        description:
          '0: the card says nothing of the district; otherwise “… of them are prioritised for students of” the priority district.',
      },
    },
  },
  'scholarship.discipline': {
    fields: {
      column: { label: 'Column', description: 'Science, Technology, Engineering or Mathematics.' },
      name: { label: 'Discipline', description: 'As listed in its column.' },
    },
  },
  'api::scholarship-criteria-page.scholarship-criteria-page': {
    mainField: BY_NAME,
    fields: {
      body: {
        label: 'Criteria',
        description:
          'The page before the application form (Learn More & Apply). It repeats the Scholarship page’s funds, district, email size limit and both deadlines: when those change, change them here too.',
      },
    },
  },
  'api::grants-page.grants-page': {
    mainField: BY_NAME,
    fields: {
      intro: {
        label: 'Introduction',
        description: 'The top of the Rube Goldberg Challenge page, above the slideshow.',
      },
      body: { label: 'How it works', description: 'Below the slideshow, above Deadlines and Downloads.' },
      deadlines: {
        label: 'Deadlines',
        description:
          'Listed as written under Deadlines; none: the section is left out. Nothing on the site closes with them.',
      },
      downloads: { label: 'Downloads', description: 'The document links under High School and Middle School.' },
      slides: { label: 'Slideshow', description: `Between the introduction and How it works. Each image ${ALT}` },
    },
  },
  'grants.deadline': {
    fields: {
      label: { label: 'What is due', description: 'e.g. High school letter of intent.' },
      dateText: {
        label: 'Date, as written',
        description:
          'Shown as typed, e.g. December 31, 2025. The page’s texts above and the downloadable rules may name the date too: edit them by hand.',
      },
    },
  },
  'grants.download': {
    fields: {
      level: { label: 'School level', description: 'Which column lists it: High School or Middle School.' },
      label: { label: 'Link text', description: 'e.g. Rules.' },
      file: { label: 'File', description: 'The document the link downloads.' },
    },
  },
  'api::explorer-post-page.explorer-post-page': {
    mainField: BY_NAME,
    fields: {
      intro: { label: 'Introduction', description: 'The Engineering Explorer Post page, under its first line.' },
      minimumAge: { label: 'Minimum age', description: 'The first line: “For young people ages … and up.”' },
      scholarships: { label: 'Scholarships', description: 'Listed under Scholarships; none: the section is left out.' },
      mentorship: { label: 'Mentorship', description: 'Under Mentorship, at the bottom.' },
    },
  },
  'explorer.scholarship': {
    fields: {
      name: { label: 'Scholarship', description: 'Its name, as listed.' },
      amount: { label: 'Amount ($)', description: 'Whole dollars, digits only: 2500 shows as $2,500.' },
    },
  },
  'api::day-of-event-page.day-of-event-page': {
    mainField: BY_NAME,
    fields: {
      tabs: {
        label: 'Tabs',
        description: 'One tab per career day, in this order; the first is open when the page loads.',
      },
    },
  },
  'day-of.tab': {
    fields: {
      eventSlug: {
        label: 'Career day',
        description:
          'Which Event the tab shows (middle-school or high-school): its name, date, place, calendar file and times come from that Event.',
      },
      label: { label: 'Tab name', description: 'The tab’s button, e.g. Middle School.' },
      timeReading: {
        label: 'Times shown',
        description:
          'home-page: one Time line, the Event’s home page start to end (as the home page). about-page: Check-in and Event lines, its check-in and program times (as the About page).',
      },
      schedule: {
        label: 'Schedule',
        description:
          'Below the day’s date, times and place. It repeats the day’s times in words: when the Event’s times change, change them here too.',
      },
      map: { label: 'Venue map', description: `Under Map. The image ${ALT}` },
      parkingMap: { label: 'Parking map', description: `Under Parking. The image ${ALT}` },
    },
  },
  'api::footer.footer': {
    mainField: BY_NAME,
    fields: {
      text: { label: 'Footer text', description: 'Under every page.' },
      privacyPolicyUrl: {
        label: 'Privacy policy address',
        description: 'The Privacy Policy link under every page; starts with https://.',
      },
      universityInfoUrl: {
        label: 'University info address',
        description:
          'Where a student’s thank-you page sends them to request university info; starts with https://. Empty: the Contact page.',
      },
    },
  },
  'api::sponsorship-invoice.sponsorship-invoice': {
    fields: {
      issuerName: {
        label: 'Issued by',
        description: 'At the top of every sponsorship invoice: who it is from, and to whom payments are made out.',
      },
      issuerAddress: { label: 'Postal address', description: 'Under the issuer’s name, one line per address line.' },
      contactName: {
        label: 'Contact for questions',
        description: 'Under Questions, at the foot of every invoice, with the email and phone below.',
      },
      contactEmail: { label: 'Contact email', description: 'Under the address and at the foot of the invoice.' },
      contactPhone: { label: 'Contact phone', description: 'Under the address and at the foot of the invoice.' },
      paymentInstructions: {
        label: 'How to pay',
        description: 'Under Payment instructions, plain text; a blank line starts a new paragraph.',
      },
      paymentDueDays: { label: 'Days to pay', description: 'The due date is the invoice’s date plus these days.' },
    },
  },
  'api::data-retention.data-retention': {
    mainField: BY_NAME,
    fields: {
      defaultMonths: {
        label: 'Months kept (default)',
        description:
          'Counted from the later of the registration’s career day and its last change. Takes effect at the next daily run.',
      },
      periods: { label: 'By kind of registration', description: 'A kind without its own line keeps the default.' },
    },
  },
  'retention.kind-period': {
    fields: {
      regType: {
        label: 'Kind',
        description: 'MSIND, MSGROUP, HSIND, HSCHAPERONE, COMPANY, SCHOLARSHIP, HSDAYOFCONSENT or MSDAYOFCONSENT.',
      },
      months: { label: 'Months kept', description: 'From 1 to 120.' },
    },
  },
};
