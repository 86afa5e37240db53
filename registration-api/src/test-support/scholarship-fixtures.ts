import type { CatalogItem } from '@stem/shared';
import type { CmsStandInOptions } from './cms-stand-in.ts';

const highSchool = (itemId: number, title: string): CatalogItem => ({
  category: 'HIGHSCH',
  itemId,
  title,
  isActive: true,
  offersTranslation: false,
});

/** What the scholarship application reads from the CMS: the high schools and the states. */
export const SCHOLARSHIP_CMS: Omit<CmsStandInOptions, 'settings'> = {
  catalog: [highSchool(1, 'Firestone High School'), highSchool(2, 'Buchtel High School')],
  states: [
    { stateId: 23, code: 'MI', title: 'Michigan', isActive: true },
    { stateId: 36, code: 'OH', title: 'Ohio', isActive: true },
  ],
};

const years = (nine: string, ten: string, eleven: string, twelve: string) => ({
  schoolYear9: nine,
  schoolYear10: ten,
  schoolYear11: eleven,
  schoolYear12: twelve,
});

/** An essay of `words` words. */
export const essayOf = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

/** A complete new application as the form sends it (without the captcha token). */
export const scholarshipBody = (email = 'grace@example.com') => ({
  scholarshipType: { engineeringCreativeAndEssay: '0', engineeringEssay: '1', stem: '1' },
  firstName: 'Grace',
  lastName: 'Hopper',
  middleInitial: 'B',
  streetAddress: '12 Main Street',
  streetAddressAdd: '',
  city: 'Akron',
  stateId: '36',
  zip: '44325',
  email,
  dateOfBirth: '04/12/2008',
  schoolId: '1',
  otherSchoolName: '',
  schoolStreetAddress: '470 Castle Blvd',
  schoolCity: 'Akron',
  schoolStateId: '36',
  schoolZip: '44313',
  yearsAttendedFrom: '2022',
  yearsAttendedTo: '2026',
  gradePointAverage: '3.85',
  notOn4Scale: '0',
  notOn4ScaleExplanation: '',
  activities: [
    { title: 'Robotics club', ...years('1', '1', '1', '1'), position: 'Captain' },
    { title: '', ...years('0', '0', '0', '0'), position: '' },
  ],
  awards: [{ title: 'Science fair, first place', ...years('0', '0', '1', '0') }],
  events: [{ title: 'Hackathon', ...years('0', '0', '0', '1'), date: '10/05/2025' }],
  universityToAttend: [{ name: 'The University of Akron', isAccepted: '1' }],
  studyingProgram: 'Computer Engineering',
  isEmployed: '1',
  workHoursPerWeek: '12',
  employer: 'Akron Public Library',
  typeOfWork: 'Shelving and tutoring',
  hasPastEmployers: '1',
  pastEmployers: [
    {
      jobTitle: 'Camp counselor',
      jobDescription: 'Ran science activities',
      ...years('0', '1', '0', '0'),
      employer: 'YMCA',
    },
  ],
  essay: essayOf(600),
  creativeComponentURL: '',
  isInformationFactual: '1',
  signature: 'Grace B Hopper',
  signatureDate: '01/01/2000',
  scoreReport: 'sat-scores.pdf',
  letterOfAcceptance: 'akron-acceptance.pdf',
  recommendation: 'recommendation.docx',
  creativeComponent: '',
});
