import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES, NON_SPEC_MESSAGES } from '../messages.ts';
import {
  blankInformationFair,
  blankInteractiveActivity,
  clearCompanyHiddenFields,
  CompanyEditSchema,
  CompanySchema,
  fillCompanyCatalogueNames,
  InformationFairSchema,
  InteractiveActivitySchema,
  prepareLoadedCompanyRegistration,
  type CompanyFormValues,
} from './company-schema.ts';
import { deepFreeze, firstMessages, REMOVE, survivesArbitraryInput, withValue } from './test-support.ts';

const required = MESSAGES.required;

const participant = (overrides: Record<string, string> = {}) => ({
  firstName: 'Mary',
  lastName: 'Jackson',
  phone: '330-555-0111',
  email: 'mary@example.com',
  isLunchNeeded: '1',
  lunchTypeId: '2',
  lunchTypeName: '',
  tShirtSizeId: '',
  tShirtSizeName: '',
  ...overrides,
});

/** Both events, the information fair and an interactive activity with lunch, Gold, one participant. */
const valid = () => ({
  eventChoice: '2',
  companyType: '0',
  companyName: 'Goodyear Tire & Rubber',
  companyAddress: '200 Innovation Way',
  companyApartment: '',
  companyCity: 'Akron',
  companyStateId: '36',
  companyStateName: '',
  companyZip: '44316',
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine@example.com',
  phone: '330-555-0100',
  cellPhone: '330-555-0101',
  stem: { science: '0', technology: '1', engineering: '1', math: '0' },
  msEventType: '2',
  msInformationFair: { numberOfTables: '1', isElectricityNeeded: '1' },
  msInteractive: {
    description: 'Build a tyre tread and test its grip.',
    classroomStyle: '0',
    isAdditionalTablesNeeded: '1',
    numberOfTables: '2',
    isProjectorNeeded: '0',
    isInternetNeeded: '1',
    isExtensionCordNeeded: '0',
    cables: 'HDMI',
    isLunchNeeded: '1',
    lunchTypeId: '3',
    lunchTypeName: '',
  },
  hsNumberOfTables: '2',
  hsIsElectricityNeeded: '0',
  isSponsor: '1',
  sponsorshipType: '1',
  tShirtSizeId: '',
  tShirtSizeName: '',
  participants: [participant()],
  gResponse: 'token',
});

type Valid = ReturnType<typeof valid>;
const parse = (input: unknown) => v.parse(CompanySchema, input);
const messages = (input: unknown) => firstMessages(CompanySchema, input);
const blankFair = { numberOfTables: '', isElectricityNeeded: '' };
const blankInteractive = {
  description: '',
  classroomStyle: '',
  isAdditionalTablesNeeded: '',
  numberOfTables: '',
  isProjectorNeeded: '',
  isInternetNeeded: '',
  isExtensionCordNeeded: '',
  cables: '',
  isLunchNeeded: '',
  lunchTypeId: '',
  lunchTypeName: '',
};

describe('company registration (SPEC §3, §5): a complete registration', () => {
  it('passes as given', () => {
    expect(parse(valid())).toEqual(valid());
  });

  it('drops unknown keys at every level, the logo names and an invoice included (never from a body)', () => {
    const input = {
      ...valid(),
      regId: 'x',
      companyLogo: 'evil.png',
      invoice: { number: 'SCD-000001' },
      msInteractive: { ...valid().msInteractive, extra: 'x' },
      participants: [{ ...participant(), isAdmin: true }],
    };
    expect(parse(input)).toEqual(valid());
  });

  it('asks no email confirmation (SPEC §5 lists none for companies), and edit mode no email nor captcha', () => {
    expect(messages({ ...valid(), confirmEmail: 'other@example.com' })).toEqual({});
    const { email: _e, gResponse: _g, ...edit } = valid();
    expect(v.parse(CompanyEditSchema, { ...edit, email: 'mallory@example.com' })).toEqual(edit);
  });

  it('the output parses to itself, for every event choice', () => {
    for (const eventChoice of ['0', '1', '2', '3']) {
      const output = parse({ ...valid(), eventChoice });
      expect(parse(output)).toEqual(output);
    }
  });

  it('holds the form values type (every answer a string, rows included)', () => {
    const values: CompanyFormValues = { ...valid(), participants: [participant()] };
    expect(values.participants[0]!.lunchTypeId).toBe('2');
  });

  it('survives arbitrary input (SECURITY.md §5)', () => {
    survivesArbitraryInput(CompanySchema, valid(), 300);
  });
});

const ALWAYS_REQUIRED = [
  'eventChoice',
  'companyType',
  'companyName',
  'companyAddress',
  'companyCity',
  'companyStateId',
  'companyZip',
  'firstName',
  'lastName',
  'email',
  'phone',
  'cellPhone',
];

describe('company registration: what is always required', () => {
  it.each(ALWAYS_REQUIRED)('%s is "This field is required" when empty or missing', (field) => {
    for (const replacement of ['', REMOVE]) {
      expect(messages(withValue(valid(), [field], replacement))).toEqual({ [field]: required });
    }
  });

  it('the apartment is optional', () => {
    expect(messages(withValue(valid(), ['companyApartment'], REMOVE))).toEqual({});
  });

  it('refuses codes outside SPEC’s lists and a state id outside 1-51', () => {
    expect(
      messages({ ...valid(), eventChoice: '4', companyType: '3', companyStateId: '52', sponsorshipType: '3' }),
    ).toEqual({ eventChoice: required, companyType: required, companyStateId: required, sponsorshipType: required });
  });

  it('checks the email, the phones and the ZIP code', () => {
    expect(messages({ ...valid(), email: 'kj@', phone: 'abc', cellPhone: '12', companyZip: '4431' })).toEqual({
      email: 'Address is not valid',
      phone: NON_SPEC_MESSAGES.phone,
      cellPhone: NON_SPEC_MESSAGES.phone,
      companyZip: NON_SPEC_MESSAGES.zip,
    });
    expect(messages({ ...valid(), companyZip: '44316-1234' })).toEqual({});
    // ZIP+4 as a phone's number pad types it (no hyphen there), or with a space: kept as ZIP+4.
    for (const typed of ['443161234', '44316 1234']) {
      expect(v.parse(CompanySchema, { ...valid(), companyZip: typed }).companyZip).toBe('44316-1234');
    }
    expect(messages({ ...valid(), companyZip: '44316-' })).toEqual({ companyZip: NON_SPEC_MESSAGES.zip });
  });

  it('asks at least one STEM field (atLeastOne)', () => {
    const none = { science: '0', technology: '0', engineering: '0', math: '0' };
    expect(messages({ ...valid(), stem: none })).toEqual({ stem: 'Check at least one STEM field' });
    expect(messages(withValue(valid(), ['stem'], REMOVE))).toEqual({ stem: 'Check at least one STEM field' });
  });

  it('an empty body lists every always-required field at once', () => {
    // Whether the company sponsors is on screen before an event is chosen: marked on the first submit too.
    expect(Object.keys(messages({})).sort()).toEqual([...ALWAYS_REQUIRED, 'stem', 'isSponsor'].sort());
  });
});

describe('company registration: what is required when shown', () => {
  const empty = (path: string[]) => withValue(valid(), path, '');

  it('the middle school event type with the middle school day (choices 0 and 2) only', () => {
    for (const eventChoice of ['0', '2']) {
      expect(messages({ ...empty(['msEventType']), eventChoice })).toEqual({ msEventType: required });
    }
    for (const eventChoice of ['1', '3']) expect(messages({ ...empty(['msEventType']), eventChoice })).toEqual({});
  });

  it.each([['numberOfTables'], ['isElectricityNeeded']])(
    'the information fair’s %s when the event type includes the fair (0 and 2)',
    (field) => {
      const input = empty(['msInformationFair', field]);
      expect(messages(input)).toEqual({ [`msInformationFair.${field}`]: required });
      expect(messages({ ...input, msEventType: '0' })).toEqual({ [`msInformationFair.${field}`]: required });
      expect(messages({ ...input, msEventType: '1' })).toEqual({});
      expect(messages({ ...input, eventChoice: '1' })).toEqual({});
    },
  );

  it.each([
    ['description'],
    ['classroomStyle'],
    ['isAdditionalTablesNeeded'],
    ['isProjectorNeeded'],
    ['isInternetNeeded'],
    ['isExtensionCordNeeded'],
    ['isLunchNeeded'],
  ])('the interactive activity’s %s when the event type includes it (1 and 2)', (field) => {
    const input = empty(['msInteractive', field]);
    expect(messages(input)).toEqual({ [`msInteractive.${field}`]: required });
    expect(messages({ ...input, msEventType: '1' })).toEqual({ [`msInteractive.${field}`]: required });
    expect(messages({ ...input, msEventType: '0' })).toEqual({});
    expect(messages({ ...input, eventChoice: '3' })).toEqual({});
  });

  it('the cables are optional', () => {
    expect(messages(empty(['msInteractive', 'cables']))).toEqual({});
  });

  it('the activity’s number of tables only when large tables are needed', () => {
    const input = empty(['msInteractive', 'numberOfTables']);
    expect(messages(input)).toEqual({ 'msInteractive.numberOfTables': required });
    expect(messages(withValue(input, ['msInteractive', 'isAdditionalTablesNeeded'], '0'))).toEqual({});
  });

  it('the activity’s lunch type only when lunch is wanted', () => {
    const input = empty(['msInteractive', 'lunchTypeId']);
    expect(messages(input)).toEqual({ 'msInteractive.lunchTypeId': required });
    expect(messages(withValue(input, ['msInteractive', 'isLunchNeeded'], '0'))).toEqual({});
  });

  it('the high school tables with the high school day (choices 1 and 2) only', () => {
    for (const eventChoice of ['1', '2'])
      expect(messages({ ...empty(['hsNumberOfTables']), eventChoice })).toEqual({ hsNumberOfTables: required });
    for (const eventChoice of ['0', '3']) expect(messages({ ...empty(['hsNumberOfTables']), eventChoice })).toEqual({});
  });

  it('the high school electricity question may be left unanswered (not among SPEC §5 rules), and stays unknown', () => {
    for (const eventChoice of ['1', '2']) {
      const input = { ...empty(['hsIsElectricityNeeded']), eventChoice };
      expect(messages(input)).toEqual({});
      expect(parse(input).hsIsElectricityNeeded).toBe('');
    }
    expect(messages({ ...valid(), eventChoice: '1', hsIsElectricityNeeded: 'maybe' })).toEqual({
      hsIsElectricityNeeded: required,
    });
  });

  it('whether the company sponsors, except for sponsorship only (then it does)', () => {
    expect(messages(empty(['isSponsor']))).toEqual({ isSponsor: required });
    expect(messages({ ...empty(['isSponsor']), eventChoice: '3' })).toEqual({});
    expect(parse({ ...empty(['isSponsor']), eventChoice: '3' }).isSponsor).toBe('1');
  });

  it('the tier when sponsoring, sponsorship only included', () => {
    expect(messages(empty(['sponsorshipType']))).toEqual({ sponsorshipType: required });
    expect(messages({ ...empty(['sponsorshipType']), isSponsor: '', eventChoice: '3' })).toEqual({
      sponsorshipType: required,
    });
    expect(messages({ ...empty(['sponsorshipType']), isSponsor: '0' })).toEqual({});
  });

  it('the main contact’s and every participant’s T-shirt size for Wingfoot only', () => {
    const wingfoot = { ...valid(), sponsorshipType: '2', participants: [participant(), participant()] };
    expect(messages(wingfoot)).toEqual({
      tShirtSizeId: required,
      'participants.0.tShirtSizeId': required,
      'participants.1.tShirtSizeId': required,
    });
    const sized = {
      ...wingfoot,
      tShirtSizeId: '4',
      participants: [participant({ tShirtSizeId: '2' }), participant({ tShirtSizeId: '6' })],
    };
    expect(messages(sized)).toEqual({});
    expect(messages({ ...wingfoot, isSponsor: '0' })).toEqual({});
  });
});

describe('company registration: participant rows', () => {
  it('each row needs first and last name, work phone and a valid email; the message lands on the row’s field', () => {
    const rows = [participant(), { ...participant(), firstName: '', lastName: '', phone: '', email: 'mary@' }];
    expect(messages({ ...valid(), participants: rows })).toEqual({
      'participants.1.firstName': required,
      'participants.1.lastName': required,
      'participants.1.phone': required,
      'participants.1.email': 'Address is not valid',
    });
    expect(messages({ ...valid(), participants: [participant({ phone: '12', email: '' })] })).toEqual({
      'participants.0.phone': NON_SPEC_MESSAGES.phone,
      'participants.0.email': required,
    });
  });

  it('asks lunch and lunch type with an interactive activity only', () => {
    const noLunch = participant({ isLunchNeeded: '', lunchTypeId: '' });
    expect(messages({ ...valid(), participants: [participant(), noLunch] })).toEqual({
      'participants.1.isLunchNeeded': required,
    });
    expect(messages({ ...valid(), participants: [participant({ lunchTypeId: '' })] })).toEqual({
      'participants.0.lunchTypeId': required,
    });
    expect(messages({ ...valid(), participants: [participant({ isLunchNeeded: '0', lunchTypeId: '' })] })).toEqual({});
    for (const choice of [{ msEventType: '0' }, { eventChoice: '1' }]) {
      expect(messages({ ...valid(), ...choice, participants: [noLunch] })).toEqual({});
    }
  });

  it('asks nothing of rows left in the hidden section of sponsorship only, and drops them', () => {
    const left = { ...participant(), firstName: '', email: 'mary@' };
    const input = { ...valid(), eventChoice: '3', sponsorshipType: '2', tShirtSizeId: '1', participants: [left] };
    expect(messages(input)).toEqual({});
    expect(parse(input).participants).toEqual([]);
  });

  it('takes no participant at all, and at most 20', () => {
    expect(messages({ ...valid(), participants: [] })).toEqual({});
    expect(parse(withValue(valid(), ['participants'], REMOVE)).participants).toEqual([]);
    const many = Array.from({ length: 21 }, () => participant());
    expect(messages({ ...valid(), participants: many })).toEqual({
      participants: 'Please list at most 20 participants',
    });
  });
});

describe('company clearing (SPEC §4), per event choice', () => {
  const cleared = (input: Partial<Valid>) => parse({ ...valid(), ...input });

  it('0 middle school: the high school fields go; the middle school answers stay', () => {
    const output = cleared({ eventChoice: '0' });
    expect([output.hsNumberOfTables, output.hsIsElectricityNeeded]).toEqual(['', '']);
    expect(output.msEventType).toBe('2');
    expect(output.msInformationFair).toEqual(valid().msInformationFair);
    expect(output.msInteractive).toEqual(valid().msInteractive);
    expect(output.participants).toHaveLength(1);
  });

  it('1 high school: the middle school event type, fair and activity go; participants lose their lunch', () => {
    const output = cleared({ eventChoice: '1' });
    expect(output.msEventType).toBe('');
    expect(output.msInformationFair).toEqual(blankFair);
    expect(output.msInteractive).toEqual(blankInteractive);
    expect([output.hsNumberOfTables, output.hsIsElectricityNeeded]).toEqual(['2', '0']);
    expect(output.participants).toEqual([participant({ isLunchNeeded: '', lunchTypeId: '' })]);
  });

  it('2 both: everything stays', () => {
    expect(cleared({ eventChoice: '2' })).toEqual(valid());
  });

  it('3 sponsorship only: every event answer and every participant go; the company sponsors', () => {
    const output = cleared({ eventChoice: '3', isSponsor: '0' });
    expect(output).toMatchObject({
      msEventType: '',
      msInformationFair: blankFair,
      msInteractive: blankInteractive,
      hsNumberOfTables: '',
      hsIsElectricityNeeded: '',
      isSponsor: '1',
      sponsorshipType: '1',
      participants: [],
    });
  });

  it('the event type decides between the fair and the activity', () => {
    expect(cleared({ msEventType: '0' })).toMatchObject({
      msInformationFair: valid().msInformationFair,
      msInteractive: blankInteractive,
    });
    expect(cleared({ msEventType: '1' })).toMatchObject({
      msInformationFair: blankFair,
      msInteractive: valid().msInteractive,
    });
  });

  it('inside the activity: tables without large tables, lunch type without lunch', () => {
    const output = cleared({
      msInteractive: { ...valid().msInteractive, isAdditionalTablesNeeded: '0', isLunchNeeded: '0' },
    });
    expect([output.msInteractive.numberOfTables, output.msInteractive.lunchTypeId]).toEqual(['', '']);
  });

  it('not sponsoring: tier and T-shirt sizes go; not Wingfoot: the T-shirt sizes go', () => {
    const wingfoot = {
      sponsorshipType: '2',
      tShirtSizeId: '3',
      participants: [participant({ tShirtSizeId: '5' })],
    };
    expect(cleared(wingfoot)).toMatchObject(wingfoot);
    expect(cleared({ ...wingfoot, isSponsor: '0' })).toMatchObject({
      sponsorshipType: '',
      tShirtSizeId: '',
      participants: [participant()],
    });
    expect(cleared({ ...wingfoot, sponsorshipType: '0' })).toMatchObject({
      tShirtSizeId: '',
      participants: [participant()],
    });
  });

  it('a participant’s lunch type goes without lunch', () => {
    const output = cleared({ participants: [participant({ isLunchNeeded: '0', lunchTypeId: '1' })] });
    expect(output.participants[0]!.lunchTypeId).toBe('');
  });

  it('catalogue names sent by a client are emptied (the server writes them)', () => {
    const output = cleared({
      companyStateName: 'Atlantis',
      tShirtSizeName: 'XXS',
      msInteractive: { ...valid().msInteractive, lunchTypeName: 'Caviar' },
      participants: [participant({ lunchTypeName: 'Caviar' })],
    });
    expect([
      output.companyStateName,
      output.tShirtSizeName,
      output.msInteractive.lunchTypeName,
      output.participants[0]!.lunchTypeName,
    ]).toEqual(['', '', '', '']);
  });

  it('leaves its argument as it was', () => {
    const input = deepFreeze({ ...valid(), eventChoice: '3' });
    expect(() => clearCompanyHiddenFields(input)).not.toThrow();
    expect(input.participants).toHaveLength(1);
  });
});

describe('catalogue names and loading', () => {
  const names = {
    states: new Map([['36', 'Ohio']]),
    lunches: new Map([
      ['2', 'Vegetarian'],
      ['3', 'Gluten Free'],
    ]),
    tShirtSizes: new Map([['4', 'XL']]),
  };

  it('fills every name from its id, and empties a name whose id the catalogue does not list', () => {
    const input = {
      ...parse({
        ...valid(),
        sponsorshipType: '2',
        tShirtSizeId: '4',
        participants: [participant({ tShirtSizeId: '6' })],
      }),
    };
    const filled = fillCompanyCatalogueNames(input, names);
    expect(filled.companyStateName).toBe('Ohio');
    expect(filled.tShirtSizeName).toBe('XL');
    expect(filled.msInteractive.lunchTypeName).toBe('Gluten Free');
    expect(filled.participants[0]).toMatchObject({ lunchTypeName: 'Vegetarian', tShirtSizeName: '' });
  });

  it('a name without an id stays empty', () => {
    const filled = fillCompanyCatalogueNames(parse({ ...valid(), isSponsor: '0' }), names);
    expect(filled.tShirtSizeName).toBe('');
  });

  it('loads numeric STEM flags as the form’s strings (SPEC §3: numbers on load)', () => {
    expect(prepareLoadedCompanyRegistration({ stem: { science: 1, technology: 0, math: '1' } })).toEqual({
      stem: { science: '1', technology: '0', math: '1' },
    });
  });
});

describe('the company answers without the validation library (company-answers.ts)', () => {
  it('blank the same questions the schema asks', () => {
    expect(Object.keys(blankInformationFair()).sort()).toEqual(
      Object.keys(InformationFairSchema.wrapped.entries).sort(),
    );
    expect(Object.keys(blankInteractiveActivity()).sort()).toEqual(
      Object.keys(InteractiveActivitySchema.wrapped.entries).sort(),
    );
  });
});
