// PLACEHOLDER, replaced by wt-files at merge: the site's file client has the signatures of
// /work/briefs/files-contract.md and nothing else; every call fails until the real module (streamed
// multipart uploads to POST /api/files, owner-only GET and DELETE) takes its place.

/** The attachment types of SPEC §3 (the real module takes `AttachmentType` from @stem/shared). */
type AttachmentType =
  'COMPANYLOGO' | 'COMPANYLOGOEPS' | 'SCOREREPORT' | 'LETTEROFACCEPTANCE' | 'CREATIVECOMPONENT' | 'RECOMMENDATION';

const NOT_MERGED = 'file uploads are not merged yet';

export type UploadAuth = { grant: string } | { token: string };

/** Streams one file as multipart; resolves with the stored file name; rejects (Error) on any failure. */
export function uploadAttachment(_input: {
  regId: string;
  attachmentType: AttachmentType;
  file: File;
  auth: UploadAuth;
}): Promise<{ fileName: string }> {
  throw new Error(NOT_MERGED);
}

/** Owner only. */
export function deleteAttachment(_input: {
  regId: string;
  attachmentType: AttachmentType;
  fileName: string;
  token: string;
}): Promise<void> {
  throw new Error(NOT_MERGED);
}

/** Owner only: the file's bytes, e.g. for an <img> preview through URL.createObjectURL (CSP img-src blob:). */
export function fetchAttachment(_input: {
  regId: string;
  attachmentType: AttachmentType;
  fileName: string;
  token: string;
}): Promise<Blob> {
  throw new Error(NOT_MERGED);
}
