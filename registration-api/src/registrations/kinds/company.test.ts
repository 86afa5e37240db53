import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CMS_TEST_API_TOKEN, SEEDED_SETTINGS } from '../../test-support/cms-stand-in.ts';
import {
  COMPANY_CMS,
  companyParticipant,
  companyRegistrationBody,
  goldInvoice,
  pdfAttachments,
  pdfText,
} from '../../test-support/company-fixtures.ts';
import { png } from '../../test-support/file-fixtures.ts';
import type { MimePart } from '../../test-support/parse-eml.ts';
import {
  CAPTCHA_FAILED,
  CLOSED,
  expectRefusal,
  icsOf,
  startSignedInApp,
  TEST_SITE,
  textOf,
  type RegistrationAppOptions,
} from '../../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../../test-support/sign-in.ts';
import { solvedCaptcha } from '../../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

/** With the CMS's read token: the sponsorship team's address is the CMS's (TEST_CONTACT_RECIPIENTS). */
async function start(options: RegistrationAppOptions = {}) {
  ({ app, mails } = await startSignedInApp({
    cmsContent: COMPANY_CMS,
    ...options,
    env: { CMS_API_TOKEN: CMS_TEST_API_TOKEN, ...options.env },
  }));
}

const OWNER = 'katherine@example.com';
const post = async (payload: object) => app.inject({ method: 'POST', url: '/api/company-reg', payload });
const withCaptcha = async (payload: object) => ({ ...payload, gResponse: await solvedCaptcha(app) });
const companies = () => app.store.listByType('COMPANY');
const mailsTo = async (address: string) => (await mails()).filter((mail) => mail.headers.get('to') === address);

/** The edit form's body: the create fields without the owner's email. */
function editBody(changes: Record<string, unknown> = {}) {
  const { email: _email, ...edit } = companyRegistrationBody();
  return { ...edit, ...changes };
}

async function created(body: object = companyRegistrationBody()) {
  const answer = await post(await withCaptcha(body));
  expect(answer.json()).toMatchObject({ code: 0 });
  return answer.json().data.regId as string;
}

async function put(regId: string, payload: object, email = OWNER) {
  const { accessToken } = await signInAs(app, identity(email));
  return app.inject({ method: 'PUT', url: `/api/company-reg/${regId}`, headers: bearer(accessToken), payload });
}

/** The invoice mails to an address (each carries its PDF), oldest first. */
const invoiceMailsTo = async (address: string) =>
  (await mailsTo(address)).filter((mail) => String(mail.headers.get('subject')).includes('sponsorship invoice'));

/** The sponsorship team's address in the CMS stand-in (its contact address for "sponsorship"). */
const TEAM = 'sponsors@organisers.example.org';

/** The sponsorship team's mails, oldest first, as subject and text. */
const teamMails = async () =>
  (await mailsTo(TEAM)).map((mail) => ({ subject: String(mail.headers.get('subject')), text: textOf(mail), mail }));

/** The update confirmations to an address, oldest first. */
const updatesTo = async (address: string) =>
  (await mailsTo(address)).filter((mail) => String(mail.headers.get('subject')).endsWith('registration was updated'));

/** The one invoice PDF of the newest invoice mail to the owner, as text. */
async function newestInvoiceText() {
  const mail = (await invoiceMailsTo(OWNER)).at(-1)!;
  const [pdf, ...more] = pdfAttachments(mail);
  expect(more).toHaveLength(0);
  expect(pdf!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf!.bytes);
}

describe('POST /api/company-reg', () => {
  it('answers data.regId and stores the registration owned by the main contact, names from the API’s catalogues', async () => {
    await start();
    const body = {
      ...companyRegistrationBody(),
      companyStateName: 'Atlantis',
      msInteractive: { ...companyRegistrationBody().msInteractive, lunchTypeName: 'Caviar' },
      companyLogo: 'mine.png',
    };
    const answer = await post(await withCaptcha(body));
    expect(answer.statusCode).toBe(200);
    // The upload grant lets the registrant send the logos next, without logging in (the files contract).
    expect(answer.json()).toEqual({
      code: 0,
      message: '',
      data: { regId: expect.any(String), uploadGrant: expect.any(String) },
    });
    const registration = await app.store.get(answer.json().data.regId);
    expect(registration).toMatchObject({ regType: 'COMPANY', email: OWNER });
    expect(registration!.data).toMatchObject({
      companyName: 'Wingfoot Labs',
      companyStateName: 'Ohio',
      msInteractive: { lunchTypeId: '3', lunchTypeName: 'Gluten Free' },
      participants: [
        { firstName: 'Mary', lunchTypeName: 'Vegetarian' },
        { firstName: 'Dorothy', lunchTypeName: 'Vegetarian' },
      ],
    });
    // The logos' names are the file store's (GET /api/registrations shows them), never a form's.
    expect(registration!.data).not.toHaveProperty('companyLogo');
    expect(registration!.data).not.toHaveProperty('gResponse');
  });

  it('mails the main contact the chosen events and the log-in link, then the Gold invoice as a PDF', async () => {
    await start();
    const regId = await created();
    const all = await mails();
    // The confirmation and the invoice to the company, the invoice's copy to the sponsorship team.
    expect(all).toHaveLength(3);
    const mail = all.find((one) => one.headers.get('subject') === 'Thank you for registering for the STEM Career Day');
    expect(mail!.headers.get('to')).toBe(OWNER);
    const text = textOf(mail!);
    expect(text).toContain('Middle School STEM Career Day: an information fair stand and an interactive activity');
    expect(text).toContain('High School STEM Career Day');
    expect(text).toContain('Additional participants (2):');
    expect(text).toMatch(/Mary Jackson[\s\S]*Dorothy Jackson/);
    expect(text).toContain(`${TEST_SITE}/auth/login?returnTo=/multiple`);
    expect(text).toContain('Your sponsorship invoice follows in a separate email, as a PDF.');
    expect(pdfAttachments(mail!)).toEqual([]);
    // Both days it comes to, with their date, time and place, and one calendar file holding both.
    for (const day of [
      'Date: Saturday, April 25, 2026',
      'Date: Saturday, February 21, 2026',
      'Place: Summit Ridge Hall',
    ]) {
      expect(text, day).toContain(day);
    }
    expect(text).toContain('Both events are attached as one calendar file (stem-career-days.ics).');
    const calendar = icsOf(mail!)!;
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain('UID:middle-school-2026@stem-career-day');
    expect(calendar).toContain('UID:high-school-2026@stem-career-day');

    const [invoiceMail] = await invoiceMailsTo(OWNER);
    expect(invoiceMail!.headers.get('subject')).toBe('Your STEM Career Day sponsorship invoice STEM-2026-0001');
    expect(textOf(invoiceMail!)).toContain(
      'Your invoice STEM-2026-0001 for the Gold sponsorship ($750.00) is attached as a PDF.',
    );
    expect(pdfAttachments(invoiceMail!)[0]!.headers.get('content-type')).toContain('invoice-STEM-2026-0001.pdf');

    const invoice = await newestInvoiceText();
    for (const expected of [
      'INVOICE',
      'Invoice number: STEM-2026-0001',
      'STEM Career Day 2026 sponsorship: Gold',
      'Supports 25 students',
      'Total due $750.00',
      'Wingfoot Labs',
      'Attn: Katherine Johnson',
      '200 Innovation Way',
      'Suite 4',
      'Akron, Ohio 44316',
      OWNER,
      'Please pay by check made payable to "STEM Career Day".',
      'Invoice number to quote: STEM-2026-0001',
      'Sponsorship Team: sponsorship@example.org, 330-555-0150',
    ]) {
      expect(invoice, expected).toContain(expected);
    }
    expect(invoice).not.toContain('Replaces');
    // The sponsorship team gets the same PDF, whom it bills, and an answer goes to the company's contact.
    const [team, ...moreTeam] = await teamMails();
    expect(moreTeam).toHaveLength(0);
    expect(team!.subject).toBe('Sponsorship invoice STEM-2026-0001 issued: Wingfoot Labs');
    expect(team!.text).toContain(
      'Invoice STEM-2026-0001 for the Gold sponsorship ($750.00) was issued to Wingfoot Labs and mailed to its main contact, Katherine Johnson (katherine@example.com). A copy is attached.',
    );
    expect(team!.mail.headers.get('reply-to')).toBe(OWNER);
    // The organisers' own notice: no "replies are not read" line for them.
    expect(team!.text).not.toContain('Replies to this email are not read');
    expect(await pdfText(pdfAttachments(team!.mail)[0]!.bytes)).toContain('Invoice number: STEM-2026-0001');
    expect((await app.store.get(regId))!.invoice).toMatchObject({
      number: 'STEM-2026-0001',
      tierCode: '1',
      tierName: 'Gold',
      amount: 750,
      replaces: null,
      cancelledAt: null,
    });
  });

  it('repeats in the confirmation what the organisers prepare: tables, power, room, equipment, lunches, level', async () => {
    await start();
    const body = companyRegistrationBody();
    await created({
      ...body,
      sponsorshipType: '2',
      tShirtSizeId: '3',
      participants: [
        { ...companyParticipant(), tShirtSizeId: '2' },
        {
          ...companyParticipant('Dorothy', 'dorothy@example.com'),
          tShirtSizeId: '4',
          isLunchNeeded: '0',
          lunchTypeId: '',
        },
      ],
    });
    const confirmationTo = async (address: string) =>
      textOf((await mailsTo(address)).find((mail) => /^Thank you/.test(String(mail.headers.get('subject'))))!);
    const text = await confirmationTo(OWNER);
    const lines = [
      'Organization Type: Company',
      'STEM Fields: Technology, Engineering',
      'Information Fair Tables: 1',
      'Information Fair Electricity Needed: Yes',
      'Activity Description: Build a tyre tread and test its grip.',
      'Activity Room: Science Lab',
      'Activity Large Tables Needed: No',
      'Projector Needed: Yes',
      'Internet Needed: No',
      'Extension Cord Needed: No',
      'Lunch for the Main Contact: Yes',
      'Main Contact Lunch Type: Gluten Free',
      'High School Tables: 2',
      'High School Electricity Needed: No',
      'Sponsorship Level: Wingfoot',
      'Main Contact T-Shirt Size: L',
    ];
    expect(text).toMatch(new RegExp(`Your answers:\\s+${lines.map((line) => `\\W*${line}\\s+`).join('')}`));
    // Questions not asked (no large tables, no cables) are not listed; the participants' own lunch and shirt are.
    expect(text).not.toMatch(/Number of Large Tables|Cables or Adapters/);
    expect(text).toContain('Mary Jackson (lunch: Vegetarian; T-shirt: M)');
    expect(text).toContain('Dorothy Jackson (lunch: none; T-shirt: XL)');

    // A company at the high school day only is not told of a middle school stand it does not have.
    await created({ ...companyRegistrationBody('grace@example.com'), eventChoice: '1' });
    const highSchoolOnly = await confirmationTo('grace@example.com');
    expect(highSchoolOnly).toContain('High School Tables: 2');
    expect(highSchoolOnly).not.toMatch(
      /Information Fair|Activity Room|Activity Description|Projector|Main Contact Lunch/,
    );
  });

  it('numbers invoices one after the other, and sends none to a company that does not sponsor', async () => {
    await start();
    await created();
    await created({ ...companyRegistrationBody('dorothy@example.com'), sponsorshipType: '0' });
    await created({ ...companyRegistrationBody('mae@example.com'), isSponsor: '0', sponsorshipType: '' });
    expect((await newestInvoiceTextOf('dorothy@example.com')).includes('STEM-2026-0002')).toBe(true);
    const [plain] = await mailsTo('mae@example.com');
    expect(pdfAttachments(plain!)).toEqual([]);
    expect(textOf(plain!)).toContain('Sponsorship: none this year');
    expect((await companies()).map((company) => company.invoice?.number ?? null)).toEqual([
      'STEM-2026-0001',
      'STEM-2026-0002',
      null,
    ]);
  });

  it('names sponsorship only, without participants, and a Wingfoot invoice', async () => {
    await start();
    const body = {
      ...companyRegistrationBody(),
      eventChoice: '3',
      isSponsor: '',
      sponsorshipType: '2',
      tShirtSizeId: '4',
    };
    const regId = await created(body);
    const text = textOf((await mails()).find((mail) => pdfAttachments(mail).length === 0)!);
    expect(text).toContain('Sponsorship only');
    expect(text).not.toContain('Additional participants');
    // No career day to come to: no date, place or calendar file.
    expect(text).not.toContain('Date:');
    expect(icsOf((await mails()).find((mail) => pdfAttachments(mail).length === 0)!)).toBeUndefined();
    expect(textOf((await invoiceMailsTo(OWNER))[0]!)).toContain('Wingfoot sponsorship ($1,050.00)');
    expect((await app.store.get(regId))!.data).toMatchObject({
      isSponsor: '1',
      participants: [],
      tShirtSizeId: '4',
      tShirtSizeName: 'XL',
    });
  });

  it('answers -2 on the email field for a second registration with the same main contact, and invoices once', async () => {
    await start();
    await created();
    const again = await post(await withCaptcha(companyRegistrationBody(' KATHERINE@example.com')));
    expect(again.json()).toEqual({
      code: -2,
      message: 'A company registration with this email already exists. Please log in to view or change it.',
      field: 'email',
    });
    expect(await companies()).toHaveLength(1);
    expect(await app.store.nextSequence('sponsorship-invoice:2026')).toBe(2);
  });

  it('answers -4 (HTTP 400) for a missing, empty or replayed captcha, and stores nothing', async () => {
    await start();
    const token = await solvedCaptcha(app);
    expect((await post({ ...companyRegistrationBody('first@example.com'), gResponse: token })).json().code).toBe(0);
    for (const payload of [
      companyRegistrationBody(),
      { ...companyRegistrationBody(), gResponse: '' },
      { ...companyRegistrationBody(), gResponse: token },
    ]) {
      expectRefusal(await post(payload), CAPTCHA_FAILED);
    }
    expect(await companies()).toHaveLength(1);
  });

  it('refuses with -1 (HTTP 403) and stores nothing while companyOpen is off', async () => {
    await start({ settings: { ...SEEDED_SETTINGS, companyOpen: false } });
    expectRefusal(await post(await withCaptcha(companyRegistrationBody())), CLOSED);
    expect(await companies()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('answers 400 naming each invalid field with SPEC’s message, rows of participants included', async () => {
    await start();
    const body = {
      ...companyRegistrationBody(),
      companyName: '',
      msEventType: '',
      sponsorshipType: '2',
      participants: [companyParticipant(), { ...companyParticipant(), email: 'mary@', isLunchNeeded: '' }],
    };
    const answer = await post(await withCaptcha(body));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'companyName', message: 'This field is required' },
        { field: 'msEventType', message: 'This field is required' },
        { field: 'tShirtSizeId', message: 'This field is required' },
        { field: 'participants.1.email', message: 'Address is not valid' },
        { field: 'participants.0.tShirtSizeId', message: 'This field is required' },
      ]),
    );
    expect(await companies()).toHaveLength(0);
  });

  it('refuses a sponsorship it cannot price: 503 with nothing stored while the invoice settings were never published', async () => {
    await start({ cmsContent: { ...COMPANY_CMS, invoiceSettings: undefined } });
    const answer = await post(await withCaptcha(companyRegistrationBody()));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: 'CMS_UNAVAILABLE' });
    expect(await companies()).toHaveLength(0);
  });

  it('answers -2 on sponsorshipType for a tier the CMS does not publish', async () => {
    await start({ cmsContent: { ...COMPANY_CMS, tiers: COMPANY_CMS.tiers!.filter((tier) => tier.code !== 1) } });
    const answer = await post(await withCaptcha(companyRegistrationBody()));
    expect(answer.json()).toEqual({
      code: -2,
      message: 'This sponsorship level is not offered at the moment. Please choose another.',
      field: 'sponsorshipType',
    });
    expect(await companies()).toHaveLength(0);
  });
});

async function newestInvoiceTextOf(address: string) {
  const [pdf] = pdfAttachments((await invoiceMailsTo(address)).at(-1)!);
  return pdfText(pdf!.bytes);
}

describe('PUT /api/company-reg/{regId} and the invoice a registration holds', () => {
  it('lets the owner change an answer; the email, the logos and the invoice stay, whatever the body says', async () => {
    await start();
    const regId = await created();
    const answer = await put(regId, {
      ...editBody({ participants: [companyParticipant('Katherine')] }),
      email: 'mallory@example.com',
      companyLogo: 'evil.png',
      invoice: { number: 'FORGED' },
    });
    expect(answer.json()).toEqual({ code: 0, message: '', data: { regId } });
    const stored = (await app.store.get(regId))!;
    expect(stored.data).toMatchObject({ participants: [expect.objectContaining({ firstName: 'Katherine' })] });
    expect(stored.data).toMatchObject({ email: OWNER });
    expect(stored.data).not.toHaveProperty('companyLogo');
    expect(stored.invoice?.number).toBe('STEM-2026-0001');
    const update = (await updatesTo(OWNER)).at(-1)!;
    expect(update.headers.get('subject')).toBe('Your STEM Career Day company registration was updated');
    expect(textOf(update)).toContain('Your sponsorship invoice STEM-2026-0001 (Gold, $750.00) is unchanged.');
    // Who comes now, by name: the participant removed is gone from it.
    expect(textOf(update)).toContain('Additional participants (1):');
    expect(textOf(update)).toContain('Katherine Jackson');
    expect(textOf(update)).not.toContain('Mary Jackson');
    expect(pdfAttachments(update)).toEqual([]);
  });

  it('the update mail names the logos held once saved, one uploaded just before the edit included', async () => {
    await start();
    const regId = await created();
    const { accessToken } = await signInAs(app, identity(OWNER));
    const dataURL = `data:image/png;base64,${png().toString('base64')}`;
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: bearer(accessToken),
      payload: [{ regId, attachmentType: 'COMPANYLOGO', fileName: 'new-logo.png', dataURL }],
    });
    expect(uploaded.json()).toMatchObject({ code: 0 });
    // Only the logo changed: the mail still shows it arrived.
    expect((await put(regId, editBody())).json()).toMatchObject({ code: 0 });
    const update = textOf((await updatesTo(OWNER)).at(-1)!);
    expect(update).toMatch(/Your logos:\s+\W*Company Logo: new-logo\.png\s/);
    expect(update).not.toContain('Vector Logo');
  });

  it('a changed Bill To (company, address, contact) gets the same tier re-invoiced, replacing the one held', async () => {
    await start();
    const regId = await created();
    expect(
      (await put(regId, editBody({ companyName: 'Wingfoot Labs LLC', companyCity: 'Cuyahoga Falls' }))).json().code,
    ).toBe(0);
    expect(textOf((await updatesTo(OWNER)).at(-1)!)).toContain(
      'Your billing details changed, so invoice STEM-2026-0001 is replaced by a new one made out to them, for the same amount.',
    );
    const text = textOf((await invoiceMailsTo(OWNER)).at(-1)!);
    expect(text).toContain('Your invoice STEM-2026-0002 for the Gold sponsorship ($750.00) is attached');
    expect(text).toContain('If you have paid invoice STEM-2026-0001 already, nothing more is due.');
    const invoice = await newestInvoiceText();
    expect(invoice).toContain('Wingfoot Labs LLC');
    expect(invoice).toContain('Cuyahoga Falls');
    expect(invoice).toContain('Replaces invoice: STEM-2026-0001');
    expect((await teamMails()).at(-1)!.text).toContain(
      'It replaces invoice STEM-2026-0001, which is void: the company changed its billing details, and the amount is the same. A payment made on invoice STEM-2026-0001 counts for this one.',
    );
    expect((await app.store.get(regId))!.invoice).toMatchObject({
      number: 'STEM-2026-0002',
      tierName: 'Gold',
      amount: 750,
      replaces: 'STEM-2026-0001',
    });
    // An edit that leaves the Bill To as it was keeps the new invoice.
    expect(
      (
        await put(
          regId,
          editBody({ companyName: 'Wingfoot Labs LLC', companyCity: 'Cuyahoga Falls', participants: [] }),
        )
      ).json().code,
    ).toBe(0);
    expect((await app.store.get(regId))!.invoice?.number).toBe('STEM-2026-0002');
  });

  it('a changed tier gets a new invoice that says which one it replaces', async () => {
    await start();
    const regId = await created();
    const wingfoot = editBody({
      sponsorshipType: '2',
      tShirtSizeId: '3',
      participants: [{ ...companyParticipant(), tShirtSizeId: '2' }],
    });
    expect((await put(regId, wingfoot)).json().code).toBe(0);
    expect(textOf((await updatesTo(OWNER)).at(-1)!)).toContain(
      'Thank you for sponsoring the STEM Career Day! Your sponsorship invoice follows in a separate email, as a PDF.',
    );
    const text = textOf((await invoiceMailsTo(OWNER)).at(-1)!);
    expect(text).toContain('Your invoice STEM-2026-0002 for the Wingfoot sponsorship ($1,050.00) is attached');
    expect(text).toContain('It replaces invoice STEM-2026-0001, which is void');
    // A Gold invoice paid already is not asked for twice.
    expect(text).toContain('If you have paid invoice STEM-2026-0001 already, that payment counts towards this one.');
    const invoice = await newestInvoiceText();
    expect(invoice).toContain('Invoice number: STEM-2026-0002');
    expect(invoice).toContain('Replaces invoice: STEM-2026-0001');
    expect(invoice).toContain('Total due $1,050.00');
    // The team's books: the new invoice, and which one it voids.
    const team = (await teamMails()).at(-1)!;
    expect(team.subject).toBe('Sponsorship invoice STEM-2026-0002 issued: Wingfoot Labs');
    expect(team.text).toContain(
      'It replaces invoice STEM-2026-0001, which is void: the company chose another sponsorship level. A payment made on invoice STEM-2026-0001 counts towards this one.',
    );
    expect((await app.store.get(regId))!.invoice).toMatchObject({
      number: 'STEM-2026-0002',
      tierName: 'Wingfoot',
      amount: 1050,
      replaces: 'STEM-2026-0001',
    });
    const { accessToken } = await signInAs(app, identity(OWNER));
    const view = await app.inject({ url: `/api/registrations/${regId}`, headers: bearer(accessToken) });
    expect(view.json().data).toMatchObject({
      regType: 'COMPANY',
      companyLogo: '',
      companyLogoEPS: '',
      tShirtSizeName: 'L',
      invoice: { number: 'STEM-2026-0002', tierName: 'Wingfoot', amount: 1050, cancelled: false },
    });
  });

  it('stopping to sponsor cancels the invoice; sponsoring again issues one that replaces nothing', async () => {
    await start();
    const regId = await created();
    expect((await put(regId, editBody({ isSponsor: '0', sponsorshipType: '' }))).json().code).toBe(0);
    expect(textOf((await updatesTo(OWNER)).at(-1)!)).toContain(
      'invoice STEM-2026-0001 is cancelled. Please disregard it.',
    );
    expect((await app.store.get(regId))!.invoice).toMatchObject({
      number: 'STEM-2026-0001',
      cancelledAt: expect.any(String),
    });
    const cancelledForTeam = (await teamMails()).at(-1)!;
    expect(cancelledForTeam.subject).toBe('Sponsorship invoice STEM-2026-0001 cancelled: Wingfoot Labs');
    expect(cancelledForTeam.text).toContain(
      'Invoice STEM-2026-0001 for the Gold sponsorship ($750.00) to Wingfoot Labs is cancelled: the company changed its registration and no longer sponsors.',
    );

    expect((await put(regId, editBody({ sponsorshipType: '0' }))).json().code).toBe(0);
    const invoice = await newestInvoiceText();
    expect(invoice).toContain('Invoice number: STEM-2026-0002');
    expect(invoice).toContain('Blue');
    expect(invoice).not.toContain('Replaces');
    expect((await app.store.get(regId))!.invoice).toMatchObject({ replaces: null, cancelledAt: null });
  });

  it('cancelling a sponsor’s registration tells its contact that the standing invoice goes with it', async () => {
    await start();
    const regId = await created();
    const { accessToken } = await signInAs(app, identity(OWNER));
    const answer = await app.inject({
      method: 'DELETE',
      url: `/api/registrations/${regId}`,
      headers: bearer(accessToken),
    });
    expect(answer.statusCode).toBe(200);
    const cancelled = (await mailsTo(OWNER)).filter((mail) =>
      String(mail.headers.get('subject')).startsWith('Your STEM Career Day registration was cancelled: '),
    );
    expect(cancelled).toHaveLength(1);
    expect(textOf(cancelled[0]!)).toContain(
      'Invoice STEM-2026-0001 for the Gold sponsorship is cancelled with it. Please disregard it.',
    );
    expect((await teamMails()).map(({ subject }) => subject)).toEqual([
      'Sponsorship invoice STEM-2026-0001 issued: Wingfoot Labs',
      'Sponsorship invoice STEM-2026-0001 cancelled: Wingfoot Labs',
    ]);
    expect((await teamMails()).at(-1)!.text).toContain('is cancelled: the company cancelled its registration.');
  });

  it('cancelling a company whose invoice was already cancelled says nothing more of it', async () => {
    await start();
    const regId = await created();
    expect((await put(regId, editBody({ isSponsor: '0', sponsorshipType: '' }))).json().code).toBe(0);
    const { accessToken } = await signInAs(app, identity(OWNER));
    await app.inject({ method: 'DELETE', url: `/api/registrations/${regId}`, headers: bearer(accessToken) });
    const cancelled = (await mailsTo(OWNER)).find((mail) =>
      String(mail.headers.get('subject')).startsWith('Your STEM Career Day registration was cancelled: '),
    );
    expect(textOf(cancelled!)).not.toContain('Invoice');
    // The team heard of the cancellation once, with the edit.
    expect((await teamMails()).filter(({ subject }) => subject.includes('cancelled'))).toHaveLength(1);
  });

  it('an edit that starts sponsoring gets its first invoice', async () => {
    await start();
    const regId = await created({ ...companyRegistrationBody(), isSponsor: '0', sponsorshipType: '' });
    expect((await put(regId, editBody())).json().code).toBe(0);
    expect(await newestInvoiceText()).toContain('Invoice number: STEM-2026-0001');
  });

  it('with the CMS down and no tiers ever known: an invoiced tier can still be edited, a new tier is refused', async () => {
    await start({ cmsDown: true });
    const { email: _email, ...data } = companyRegistrationBody();
    const { regId } = await app.store.insert({ regType: 'COMPANY', email: OWNER, data });
    await app.store.setInvoice(regId, goldInvoice('STEM-2026-0009'));
    expect((await put(regId, editBody({ companyCity: 'Kent' }))).json().code).toBe(0);
    const changed = await put(regId, editBody({ sponsorshipType: '0' }));
    expect(changed.statusCode).toBe(503);
    expect(changed.json()).toMatchObject({
      error: 'CMS_UNAVAILABLE',
      message: 'Sponsorships cannot be registered at the moment. Please try again later.',
    });
    expect((await app.store.get(regId))!.data).toMatchObject({ companyCity: 'Kent', sponsorshipType: '1' });
    expect((await app.store.get(regId))!.invoice?.number).toBe('STEM-2026-0009');
  });

  it('answers another owner’s regId like a missing one', async () => {
    await start();
    const regId = await created();
    const answer = await put(regId, editBody({ companyCity: 'Kent' }), 'mallory@example.com');
    expect(answer.statusCode).toBe(404);
    expect((await app.store.get(regId))!.data.companyCity).toBe('Akron');
  });
});
