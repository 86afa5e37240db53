/** The slide `delta` steps from `index`, wrapping at both ends. */
export const stepSlide = (index: number, delta: number, count: number) => (((index + delta) % count) + count) % count;

export interface RotationInput {
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  userPaused: boolean;
  hovered: boolean;
  focusWithin: boolean;
}

/**
 * Whether the slideshow turns by itself, and what assistive technology hears. Following the WAI-ARIA
 * carousel pattern, slides are announced (aria-live polite) only while it does not rotate by itself, so a
 * screen reader is not interrupted every five seconds. Hover and focus pause it for the moment; only the
 * button changes what the button says.
 */
export function rotationState({ userPaused, hovered, focusWithin }: RotationInput) {
  const rotating = !userPaused && !hovered && !focusWithin;
  return {
    rotating,
    live: rotating ? ('off' as const) : ('polite' as const),
    button: userPaused ? { text: 'Play', name: 'Play slideshow' } : { text: 'Pause', name: 'Pause slideshow' },
  };
}
