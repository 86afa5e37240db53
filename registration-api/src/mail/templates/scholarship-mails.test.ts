import { describe, expect, it } from 'vitest';
import { filesReceivedAndMissing } from './scholarship-mails.ts';

describe('the files a scholarship mail names', () => {
  it('names the video link beside a creative file, and as what stands in for a missing one', () => {
    const link = 'https://youtu.be/dQw4w9WgXcQ';
    expect(filesReceivedAndMissing({ creativeComponent: 'model.png' }, link).received).toEqual([
      `Creative Component: model.png, and the video link ${link}`,
    ]);
    expect(filesReceivedAndMissing({}, link).missing).toContain(
      `Creative Component file (optional; you gave a video link: ${link})`,
    );
  });

  it('asks for the creative component of an applicant to the creative fund who sent none', () => {
    expect(filesReceivedAndMissing({}, '', true).missing).toContain(
      'Creative Component (you applied for the Engineering fund with a creative component: please add it, as a file or a video link)',
    );
    expect(filesReceivedAndMissing({}, '', false).missing).toContain('Creative Component (optional)');
  });
});
