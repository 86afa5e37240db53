// A module of its own, importing nothing: the thank-you page names a file that failed to upload with these
// labels, and a content page's script must stay small (page-weight.spec.ts: 5 KB gzip).

/**
 * The files of an application (SPEC §3, §5) by form field, with their attachment type: the score report,
 * the acceptance letter and the recommendation are required on create; the creative component is optional.
 */
export const SCHOLARSHIP_FILES = [
  { field: 'scoreReport', attachmentType: 'SCOREREPORT', label: 'SAT or ACT Score Report', required: true },
  { field: 'letterOfAcceptance', attachmentType: 'LETTEROFACCEPTANCE', label: 'Letter of Acceptance', required: true },
  { field: 'recommendation', attachmentType: 'RECOMMENDATION', label: 'Recommendation Letter', required: true },
  { field: 'creativeComponent', attachmentType: 'CREATIVECOMPONENT', label: 'Creative Component', required: false },
] as const;
export type ScholarshipFileField = (typeof SCHOLARSHIP_FILES)[number]['field'];
