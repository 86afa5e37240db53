import { describe, expect, it } from 'vitest';
import { fileNameOf } from './staff-client.ts';

describe('the name a staff download is saved under', () => {
  it('is the API’s exact UTF-8 name, whose file it is included, else its ASCII name, else the fallback', () => {
    const named = `attachment; filename="Zo_ Bront_ - acceptance.pdf"; filename*=UTF-8''${encodeURIComponent('Zoë Brontë - acceptance.pdf')}`;
    expect(fileNameOf(named, 'acceptance.pdf')).toBe('Zoë Brontë - acceptance.pdf');
    expect(fileNameOf('attachment; filename="stem-career-day-company-2026-11-28.csv"', 'export.csv')).toBe(
      'stem-career-day-company-2026-11-28.csv',
    );
    expect(fileNameOf(null, 'acceptance.pdf')).toBe('acceptance.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''..%2F..%2Fevil.pdf", 'acceptance.pdf')).toBe('acceptance.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'acceptance.pdf')).toBe('acceptance.pdf');
  });
});
