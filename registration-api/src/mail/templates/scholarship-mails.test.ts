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
});
