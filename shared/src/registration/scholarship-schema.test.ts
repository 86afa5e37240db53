import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NON_SPEC_MESSAGES } from '../messages.ts';
import {
  countWords,
  essayWordsLeft,
  essayWordsOver,
  isGpaBelowMinimum,
  isPublicVideoLink,
  prepareLoadedScholarship,
  ScholarshipEditSchema,
  scholarshipRegistration,
  ScholarshipSchema,
  withWebScheme,
} from './scholarship-schema.ts';
import { firstMessages } from './test-support.ts';

const noYears = { schoolYear9: '0', schoolYear10: '0', schoolYear11: '0', schoolYear12: '0' };
const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

const valid = () => ({
  scholarshipType: { engineeringCreativeAndEssay: '0', engineeringEssay: '1', stem: '0' },
  firstName: 'Grace',
  lastName: 'Hopper',
  middleInitial: 'B',
  streetAddress: '12 Main Street',
  city: 'Akron',
  stateId: '36',
  zip: '44325',
  email: 'grace@example.com',
  dateOfBirth: '04/12/2008',
  schoolId: '1',
  schoolStreetAddress: '470 Castle Blvd',
  schoolCity: 'Akron',
  schoolStateId: '36',
  schoolZip: '44313',
  yearsAttendedFrom: '2022',
  yearsAttendedTo: '2026',
  gradePointAverage: '3.9',
  notOn4Scale: '0',
  universityToAttend: [{ name: 'The University of Akron', isAccepted: '1' }],
  studyingProgram: 'Computer Engineering',
  isEmployed: '0',
  essay: words(10),
  signature: 'Grace Hopper',
  signatureDate: '01/16/2026',
  scoreReport: 'sat.pdf',
  letterOfAcceptance: 'letter.pdf',
  recommendation: 'rec.pdf',
});

const messages = (changes: Record<string, unknown>, schema: v.GenericSchema = ScholarshipSchema) =>
  firstMessages(schema, { ...valid(), ...changes });

describe('the scholarship application (SPEC §5)', () => {
  it('accepts a complete application', () => {
    expect(messages({})).toEqual({});
  });

  it('needs at least one scholarship type', () => {
    expect(messages({ scholarshipType: { engineeringEssay: '0' } })).toEqual({
      scholarshipType: 'Check at least one scholarship type',
    });
  });

  it('requires the personal, school and signature fields; the date of birth is MM/DD/YYYY', () => {
    const result = messages({ middleInitial: '', zip: '', schoolId: '', yearsAttendedTo: '26', signature: '' });
    expect(result).toEqual({
      middleInitial: 'This field is required',
      zip: 'This field is required',
      schoolId: 'This field is required',
      yearsAttendedTo: 'Date should have format YYYY',
      signature: 'This field is required',
    });
    expect(messages({ dateOfBirth: '4/12/08' })).toEqual({ dateOfBirth: 'Date should have format MM/DD/YYYY' });
  });

  it('refuses a date of birth in the future or over 100 years back, and years attended that run backwards', () => {
    expect(messages({ dateOfBirth: '01/01/2999' })).toEqual({ dateOfBirth: NON_SPEC_MESSAGES.birthDate });
    expect(messages({ dateOfBirth: '01/05/1850' })).toEqual({ dateOfBirth: NON_SPEC_MESSAGES.birthDate });
    expect(messages({ yearsAttendedFrom: '2022', yearsAttendedTo: '2019' })).toEqual({
      yearsAttendedTo: NON_SPEC_MESSAGES.yearsOrder,
    });
    // One school year is a range too.
    expect(messages({ yearsAttendedFrom: '2025', yearsAttendedTo: '2025' })).toEqual({});
  });

  it('requires the email on create only, and the three required files on create only', () => {
    expect(messages({ email: 'nope', scoreReport: '', recommendation: '' })).toEqual({
      email: 'Address is not valid',
      scoreReport: 'This field is required',
      recommendation: 'This field is required',
    });
    expect(messages({ scoreReport: '', email: '' }, ScholarshipEditSchema)).toEqual({});
  });

  it('names only files of a type SPEC allows, as the form says of a file chosen', () => {
    expect(messages({ scoreReport: 'virus.exe', creativeComponent: 'x.gif', recommendation: 'letter.DOCX' })).toEqual({
      scoreReport: 'Unsupported file type',
      creativeComponent: 'Unsupported file type',
    });
  });

  it('asks the GPA unless not on a 4.0 scale, then the explanation; the GPA is 0 to 4.0', () => {
    expect(messages({ gradePointAverage: '' })).toEqual({ gradePointAverage: 'This field is required' });
    expect(messages({ gradePointAverage: '4.5' })).toEqual({ gradePointAverage: NON_SPEC_MESSAGES.gpa });
    // Under the criteria's 3.0 (SPEC §9): taken, and said on the form (isGpaBelowMinimum).
    expect(messages({ gradePointAverage: '2.5' })).toEqual({});
    expect(['2.5', '2.999', ' 0 '].map(isGpaBelowMinimum)).toEqual([true, true, true]);
    expect(['3', '3.0', '3.85', '', 'abc', '4.5'].map(isGpaBelowMinimum)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(messages({ gradePointAverage: '', notOn4Scale: '1' })).toEqual({
      notOn4ScaleExplanation: 'This field is required',
    });
    const parsed = v.parse(ScholarshipSchema, {
      ...valid(),
      notOn4Scale: '1',
      notOn4ScaleExplanation: 'Weighted 5.0 scale',
    });
    expect(parsed.gradePointAverage).toBe('');
  });

  it('asks the other school’s name only for another school, and clears it otherwise', () => {
    expect(messages({ schoolId: 'other' })).toEqual({ otherSchoolName: 'This field is required' });
    expect(v.parse(ScholarshipSchema, { ...valid(), otherSchoolName: 'Left over' }).otherSchoolName).toBe('');
  });

  it('asks the employment answers when employed, and each past employer’s row when there are some', () => {
    expect(messages({ isEmployed: '' })).toEqual({ isEmployed: 'This field is required' });
    expect(messages({ isEmployed: '1' })).toEqual({
      workHoursPerWeek: 'This field is required',
      employer: 'This field is required',
      typeOfWork: 'This field is required',
      hasPastEmployers: 'This field is required',
    });
    const employed = { isEmployed: '1', workHoursPerWeek: '10', employer: 'Library', typeOfWork: 'Shelving' };
    expect(
      messages({
        ...employed,
        hasPastEmployers: '1',
        pastEmployers: [{ jobTitle: 'Counselor', jobDescription: '', ...noYears, schoolYear10: '1', employer: '' }],
      }),
    ).toEqual({
      'pastEmployers.0.jobDescription': 'This field is required',
      'pastEmployers.0.employer': 'This field is required',
    });
    const notEmployed = v.parse(ScholarshipSchema, {
      ...valid(),
      employer: 'Left over',
      hasPastEmployers: '1',
      pastEmployers: [{ jobTitle: 'Counselor', jobDescription: 'x', ...noYears, employer: 'YMCA' }],
    });
    expect(notEmployed).toMatchObject({ employer: '', hasPastEmployers: '', pastEmployers: [] });
  });

  it('requires each university row’s name and acceptance', () => {
    expect(messages({ universityToAttend: [{ name: '', isAccepted: '' }] })).toEqual({
      'universityToAttend.0.name': 'This field is required',
      'universityToAttend.0.isAccepted': 'This field is required',
    });
  });

  it('refuses an essay over 1,000 words and takes 1,000', () => {
    expect(messages({ essay: words(1001) })).toEqual({ essay: NON_SPEC_MESSAGES.essayTooLong });
    expect(messages({ essay: words(1000) })).toEqual({});
    expect(messages({ essay: '  ' })).toEqual({ essay: 'This field is required' });
  });

  it('takes only a public video-site link for the creative component', () => {
    expect(messages({ creativeComponentURL: 'https://example.com/v/1' })).toEqual({
      creativeComponentURL: NON_SPEC_MESSAGES.videoLink,
    });
    expect(messages({ creativeComponentURL: 'https://www.youtube.com/watch?v=abc' })).toEqual({});
    // As an address bar shows it: taken, and kept with its https:// for the committee to open.
    expect(messages({ creativeComponentURL: 'youtube.com/watch?v=abc' })).toEqual({});
    const parsed = v.parse(ScholarshipSchema, { ...valid(), creativeComponentURL: 'youtube.com/watch?v=abc' });
    expect(parsed.creativeComponentURL).toBe('https://youtube.com/watch?v=abc');
  });

  it('drops blank rows and never stores the file names', () => {
    const parsed = v.parse(ScholarshipSchema, {
      ...valid(),
      activities: [
        { title: '', ...noYears, position: '' },
        { title: 'Robotics', ...noYears, position: '' },
      ],
      awards: [{ title: '', ...noYears }],
    });
    expect(parsed.activities).toEqual([{ title: 'Robotics', ...noYears, position: '' }]);
    expect(parsed.awards).toEqual([]);
    expect(scholarshipRegistration.toStored(parsed)).not.toHaveProperty('scoreReport');
  });

  it('loads each empty list with one blank row (SPEC §4)', () => {
    const loaded: Record<string, unknown> = prepareLoadedScholarship({
      activities: [],
      awards: [{ title: 'Prize', ...noYears }],
    });
    expect(loaded.activities).toEqual([{ title: '', ...noYears, position: '' }]);
    expect(loaded.awards).toEqual([{ title: 'Prize', ...noYears }]);
    expect(loaded['pastEmployers']).toHaveLength(1);
  });
});

describe('the essay counter and the video link', () => {
  it('counts words between whitespace and never goes below 0 words left', () => {
    expect(countWords('  one two\nthree\tfour ')).toBe(4);
    expect(countWords('')).toBe(0);
    // A dash or a sign standing alone is no word; a number, a contraction or an accented word is (qa27b).
    expect(countWords('one – two , three ! - & …')).toBe(3);
    expect(countWords('In 2026 I’ll study à Zürich (4 years).')).toBe(8);
    expect(essayWordsLeft(words(10))).toBe(990);
    expect(essayWordsLeft(words(1200))).toBe(0);
  });

  it('says how many words are past the 1,000', () => {
    expect(essayWordsOver(words(1000))).toBe(0);
    expect(essayWordsOver(words(1050))).toBe(50);
  });

  it('keeps a video link typed without https:// with it', () => {
    expect(withWebScheme('youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://youtube.com/watch?v=dQw4w9WgXcQ');
    expect(withWebScheme('www.vimeo.com/12345')).toBe('https://www.vimeo.com/12345');
    expect(withWebScheme('http://vimeo.com/12345')).toBe('http://vimeo.com/12345');
    expect(withWebScheme('not a link')).toBe('not a link');
    expect(withWebScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('knows YouTube and Vimeo links, nothing else', () => {
    expect(isPublicVideoLink('https://youtu.be/abc')).toBe(true);
    expect(isPublicVideoLink('https://vimeo.com/12345')).toBe(true);
    expect(isPublicVideoLink('https://youtube.com/')).toBe(false);
    expect(isPublicVideoLink('https://youtube.com.evil.example/watch')).toBe(false);
    expect(isPublicVideoLink('javascript:alert(1)')).toBe(false);
    expect(isPublicVideoLink('not a link')).toBe(false);
  });
});
