import { describe, expect, it } from 'vitest';
import { loggableUrl } from './loggable-url.ts';

describe('loggableUrl (SECURITY.md item 19)', () => {
  it('hides the name a registrant gave a file, at the owner’s and at the organisers’ address', () => {
    expect(loggableUrl('/api/files/r1/RECOMMENDATION/Ada%20Lovelace.pdf')).toBe(
      '/api/files/r1/RECOMMENDATION/(file name)',
    );
    expect(loggableUrl('/api/staff/files/r1/SCOREREPORT/Ada%20Lovelace%20scores.pdf')).toBe(
      '/api/staff/files/r1/SCOREREPORT/(file name)',
    );
  });

  it('hides every query value but a kind and a format', () => {
    expect(loggableUrl('/api/staff/check-in/search?name=ada%40example.com')).toBe(
      '/api/staff/check-in/search?name=(hidden)',
    );
    expect(loggableUrl('/api/staff/export?regType=MSIND&format=csv&q=Ada%20Lovelace')).toBe(
      '/api/staff/export?regType=MSIND&format=csv&q=(hidden)',
    );
    expect(loggableUrl('/auth/callback?code=abc&state=xyz')).toBe('/auth/callback?code=(hidden)&state=(hidden)');
  });

  it('leaves an address without personal data as it is', () => {
    expect(loggableUrl('/api/staff/registrations?regType=COMPANY')).toBe('/api/staff/registrations?regType=COMPANY');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });
});
