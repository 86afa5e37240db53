import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leafParts, parseEml } from '../test-support/parse-eml.ts';
import { withEventInvitation } from './event-invitation.ts';
import { aboutOf, OutboxMailer } from './outbox-mailer.ts';

let dir: string;
let logged: string[];
let mailer: OutboxMailer;
const log = { info: (...args: unknown[]) => void logged.push(JSON.stringify(args)) };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-outbox-'));
  logged = [];
  mailer = new OutboxMailer({
    from: 'STEM Career Day <no-reply@stem-career-day.local>',
    outboxDir: path.join(dir, 'outbox'),
    log,
  });
});
afterEach(async () => {
  await mailer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const outboxFiles = () => fs.readdirSync(path.join(dir, 'outbox'));
const readOnly = () => {
  const files = outboxFiles();
  expect(files).toHaveLength(1);
  return { name: files[0]!, raw: fs.readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8') };
};

const middleSchoolDay = {
  uid: 'middle-school-2026@stem-career-day',
  title: 'STEM Career Day: middle school',
  start: new Date('2026-04-25T11:45:00Z'),
  end: new Date('2026-04-25T18:30:00Z'),
  location: 'Student Union, 303 Carroll St, Akron, OH',
  description: 'Check-in 7:45 to 8:30.',
};

describe('outbox mailer (no SMTP_URL)', () => {
  it('keeps the folder and every message readable by their owner only (SECURITY 28)', async () => {
    await mailer.send({ to: 'ada@example.org', subject: 'Registered', text: 'Hello' });
    expect(fs.statSync(path.join(dir, 'outbox')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, 'outbox', readOnly().name)).mode & 0o777).toBe(0o600);
  });

  it('writes one <iso-time>-<uuid>.eml per message, creating the folder', async () => {
    await mailer.send({ to: 'ada@example.org', subject: 'One', text: 'first' });
    await mailer.send({ to: 'ada@example.org', subject: 'Two', text: 'second' });
    const files = outboxFiles().sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.eml$/);
    }
  });

  it('names a message about a registration by its id, which an erasure reads back; the message never carries it', async () => {
    await mailer.send({ to: 'parent@example.org', subject: 'Registered', text: 'Hello' }, 'reg_Ab-12');
    await mailer.send({ to: 'parent@example.org', subject: 'A question', text: 'Hello' }, null);
    await mailer.send({ to: 'parent@example.org', subject: 'Odd', text: 'Hello' }, '../escape');
    const files = outboxFiles().sort();
    expect(files).toHaveLength(3);
    expect(files.map(aboutOf).filter(Boolean)).toEqual(['reg_Ab-12']);
    const named = files.find((file) => aboutOf(file) === 'reg_Ab-12')!;
    expect(named).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f-]{36}\.reg_Ab-12\.eml$/);
    expect(fs.readFileSync(path.join(dir, 'outbox', named), 'utf8')).not.toContain('reg_Ab-12');
  });

  it('writes a parseable message with the From, To, Subject and text given', async () => {
    await mailer.send({ to: 'ada@example.org', subject: 'Your registration', text: 'Log in to change it.' });
    const message = parseEml(readOnly().raw);
    expect(message.headers.get('from')).toBe('STEM Career Day <no-reply@stem-career-day.local>');
    expect(message.headers.get('to')).toBe('ada@example.org');
    expect(message.headers.get('subject')).toBe('Your registration');
    expect(message.headers.get('message-id')).toMatch(/^<.+@stem-career-day\.local>$/);
    expect(message.body.trim()).toBe('Log in to change it.');
  });

  it('adds the event day once as a text/calendar part whose VEVENT has the given date, ending in CRLF', async () => {
    await mailer.send(
      withEventInvitation(
        { to: ['ada@example.org', 'anne@example.org'], subject: 'See you on April 25', text: 'Details inside.' },
        middleSchoolDay,
      ),
    );
    const message = parseEml(readOnly().raw);
    expect(message.headers.get('to')).toBe('ada@example.org, anne@example.org');
    const parts = leafParts(message);
    const calendars = parts.filter((part) => part.type === 'text/calendar');
    expect(calendars).toHaveLength(1);
    const ics = calendars[0]!.body;
    expect(calendars[0]!.headers.get('content-type')).toMatch(/method=PUBLISH/);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const vevent = /BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/.exec(ics)?.[1] ?? '';
    expect(vevent).toContain('DTSTART:20260425T114500Z\r\n');
    expect(vevent).toContain('DTEND:20260425T183000Z\r\n');
    expect(vevent).toContain('UID:middle-school-2026@stem-career-day\r\n');
    expect(vevent).toContain('SUMMARY:STEM Career Day: middle school\r\n');
    // nodemailer's icalEvent also attaches the same file once, as .ics; nothing else adds a calendar.
    const attachments = parts.filter((part) => part.type === 'application/ics');
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.body).toBe(ics);
    expect(parts.filter((part) => part.body.includes('BEGIN:VEVENT'))).toHaveLength(2);
  });

  it('logs neither recipients, subject nor body', async () => {
    await mailer.send({
      to: 'canary-recipient-7f3a@example.org',
      replyTo: 'canary-reply-7f3a@example.org',
      subject: 'canary-subject-7f3a',
      text: 'canary-body-7f3a',
    });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toMatch(/canary/);
  });

  it('rejects when the outbox folder cannot be created', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const broken = new OutboxMailer({ from: 'a@example.org', outboxDir: blocked, log });
    await expect(broken.send({ to: 'ada@example.org', subject: 's', text: 't' })).rejects.toThrow();
    await broken.close();
  });
});
