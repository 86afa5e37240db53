import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app.ts';
import { cmsWithEvents } from '../test-support/student-fixtures.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('GET /api/events/:event/calendar.ics', () => {
  it('is the career day as a calendar file: the CMS’s date, check-in to the end in New York, the place', async () => {
    app = await buildTestApp({}, { cmsFetch: cmsWithEvents().fetch });
    const response = await app.inject('/api/events/middle-school/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="stem-career-day-middle-school.ics"');
    const ics = response.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    // Check-in 7:45 to the later end, 2:30 pm, on April 25 2026 in New York (UTC-4).
    expect(ics).toContain('DTSTART:20260425T114500Z');
    expect(ics).toContain('DTEND:20260425T183000Z');
    expect(ics).toContain('SUMMARY:Middle School STEM Career Day');
    expect(ics).toContain('LOCATION:Summit Ridge Hall\\, 1 Campus Drive');
    // The confirmation's entry, so that adding both leaves one.
    expect(ics).toContain('UID:middle-school-2026@stem-career-day');
  });

  it('knows only the two days, and says so when the CMS has never been readable', async () => {
    app = await buildTestApp();
    expect((await app.inject('/api/events/rube-goldberg/calendar.ics')).statusCode).toBe(400);
    const unknown = await app.inject('/api/events/high-school/calendar.ics');
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json().message).toBe('The calendar is not available right now. Please try again later.');
  });
});
