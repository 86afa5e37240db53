// A module of its own: a page's script carries only the labels of its own form (the middle school edit
// page's budget, form-pages.spec.ts, is counted in bytes).
import type { FAVOURITE_SUBJECTS } from './answers.ts';

/** Each favourite subject as the middle school form labels its checkbox (and the desk names it). */
export const FAVOURITE_SUBJECT_LABELS: Readonly<Record<(typeof FAVOURITE_SUBJECTS)[number], string>> = {
  science: 'Science',
  technology: 'Technology',
  engineering: 'Engineering',
  math: 'Math',
};
