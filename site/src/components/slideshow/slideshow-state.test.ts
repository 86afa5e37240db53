import { describe, expect, it } from 'vitest';
import { rotationState, stepSlide } from './slideshow-state.ts';

describe('slideshow', () => {
  it('wraps around in both directions', () => {
    expect(stepSlide(0, 1, 4)).toBe(1);
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(2, -1, 5)).toBe(1);
  });

  it('rotates silently while nobody is looking closely', () => {
    expect(rotationState({ userPaused: false, hovered: false, focusWithin: false })).toEqual({
      rotating: true,
      live: 'off',
      button: { text: 'Pause', name: 'Pause slideshow' },
    });
  });

  it.each([
    ['hovered', { userPaused: false, hovered: true, focusWithin: false }],
    ['focused', { userPaused: false, hovered: false, focusWithin: true }],
  ])('pauses while %s, announcing slides, with the button still offering pause', (_, input) => {
    expect(rotationState(input)).toEqual({
      rotating: false,
      live: 'polite',
      button: { text: 'Pause', name: 'Pause slideshow' },
    });
  });

  it('stays paused after the visitor pressed pause, and offers play', () => {
    expect(rotationState({ userPaused: true, hovered: false, focusWithin: false })).toEqual({
      rotating: false,
      live: 'polite',
      button: { text: 'Play', name: 'Play slideshow' },
    });
  });
});
