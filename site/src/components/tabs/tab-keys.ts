/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern, automatic activation): arrows
 * wrap around, Home and End go to the ends. Null for any other key, which the tab list leaves alone.
 */
export function tabForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
