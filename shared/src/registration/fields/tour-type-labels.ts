// A module of its own: a page's script carries only the labels of its own form (the middle school edit
// page's budget, form-pages.spec.ts, is counted in bytes).
import type { TOUR_TYPES } from './answers.ts';

/** Each tour type as the high school form labels its checkbox (and the desk and headcounts name it). */
export const TOUR_TYPE_LABELS: Readonly<Record<(typeof TOUR_TYPES)[number], string>> = {
  aerospaceEngineering: 'Aerospace Engineering',
  biology: 'Biology',
  chemistry: 'Chemistry',
  construction: 'Construction',
  computer: 'Computer Science',
  electricalEngineering: 'Electrical Engineering',
  geosciences: 'Geosciences',
  appliedMathematics: 'Applied Mathematics',
  physics: 'Physics',
  medicine: 'Medicine',
  plastics: 'Plastics',
  eSports: 'eSports',
  honorsCollege: 'Honors College',
  varsityESports: 'Varsity eSports',
  stemInSports: 'STEM in Sports',
  criminalJustice: 'Criminal Justice',
  nursingSimulations: 'Nursing Simulations',
  chemicalTransformations: 'Chemical Transformations',
  engineeringDesign: 'Engineering Design',
};
