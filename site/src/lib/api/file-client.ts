// The registration files calls of SPEC §7 (POST /api/files, GET and DELETE /api/files/{regId}/{type}/{name}).
// Modules, not the package index: types and constants only reach the browser.
import { AUTHORIZATION_HEADER, UPLOAD_GRANT_HEADER } from '@stem/shared/api-contract';
import type { AttachmentType } from '@stem/shared/files/attachment-types';
import { MESSAGES, NON_SPEC_MESSAGES } from '@stem/shared/messages';

/**
 * Who uploads: the registrant right after a create (the answer's `uploadGrant`), or the signed-in owner; an edit's upload also sends the version its form loaded
 * (If-Match): once another tab or device changed the registration, the file is refused with 412 and not stored.
 */
export type UploadAuth = { grant: string } | { token: string; version?: string | undefined };

type Fetch = typeof fetch;

/**
 * Any failure of a files call: a refusal (`status` and the API's `error`, e.g. 413 `FILE_TOO_LARGE`, 415
 * `UNSUPPORTED_FILE_TYPE`), or `status` 0 when the network failed or the answer was unreadable.
 */
export class AttachmentError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string, message: string) {
    super(message);
    this.name = 'AttachmentError';
    this.status = status;
    this.error = error;
  }
}

const authHeaders = (auth: UploadAuth): Record<string, string> =>
  'grant' in auth
    ? { [UPLOAD_GRANT_HEADER]: auth.grant }
    : { [AUTHORIZATION_HEADER]: `Bearer ${auth.token}`, ...(auth.version ? { 'if-match': auth.version } : {}) };

/**
 * The form's words for a refusal of the file itself: 'Unsupported file type' (415: its content is none the type
 * takes) or the size limit (413); null for any other failure (the network, the server), which may pass.
 */
export function refusalOfFile(error: unknown): string | null {
  if (!(error instanceof AttachmentError)) return null;
  if (error.status === 415) return MESSAGES.unsupportedFileType;
  if (error.status === 413) return NON_SPEC_MESSAGES.fileTooLarge;
  return null;
}

/** Whether an edit's upload was refused because the registration changed since its form loaded it (412). */
export const isEditConflict = (error: unknown) => error instanceof AttachmentError && error.status === 412;

const fileUrl = (regId: string, attachmentType: AttachmentType, fileName: string) =>
  `/api/files/${encodeURIComponent(regId)}/${attachmentType}/${encodeURIComponent(fileName)}`;

async function send(fetcher: Fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(url, init);
  } catch {
    throw new AttachmentError(0, 'NETWORK', 'The file could not be sent');
  }
}

/** The body of a refused answer as an AttachmentError (the API's `{ error, message }` when it has one). */
async function refusal(response: Response): Promise<AttachmentError> {
  const body: unknown = await response.json().catch(() => null);
  const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
  return new AttachmentError(
    response.status,
    typeof error === 'string' ? error : 'HTTP',
    typeof message === 'string' && message ? message : `The files call answered ${response.status}`,
  );
}

/**
 * Streams one file as multipart/form-data (fields regId and attachmentType, then the file: the browser reads
 * it from disk as it sends); resolves with the name the registration now shows; rejects (AttachmentError)
 * on any failure, in which case the registration keeps the file it had.
 */
export async function uploadAttachment(
  input: { regId: string; attachmentType: AttachmentType; file: File; auth: UploadAuth },
  fetcher: Fetch = fetch,
): Promise<{ fileName: string }> {
  const form = new FormData();
  form.append('regId', input.regId);
  form.append('attachmentType', input.attachmentType);
  form.append('file', input.file, input.file.name);
  const response = await send(fetcher, '/api/files', {
    method: 'POST',
    headers: { accept: 'application/json', ...authHeaders(input.auth) },
    body: form,
  });
  if (!response.ok) throw await refusal(response);
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: { files?: Array<{ attachmentType?: unknown; fileName?: unknown }> };
  } | null;
  const stored =
    body?.code === 0 ? body.data?.files?.find((f) => f.attachmentType === input.attachmentType) : undefined;
  if (typeof stored?.fileName !== 'string') throw new AttachmentError(0, 'UNREADABLE', 'The upload was not confirmed');
  return { fileName: stored.fileName };
}

/** Owner only: deletes the registration's file of this type and name. Rejects (AttachmentError) on failure. */
export async function deleteAttachment(
  input: { regId: string; attachmentType: AttachmentType; fileName: string; token: string },
  fetcher: Fetch = fetch,
): Promise<void> {
  const response = await send(fetcher, fileUrl(input.regId, input.attachmentType, input.fileName), {
    method: 'DELETE',
    headers: { accept: 'application/json', ...authHeaders({ token: input.token }) },
  });
  if (!response.ok) throw await refusal(response);
}

/**
 * Owner only: the file's bytes, typed as the API found them, e.g. for an <img> preview through
 * URL.createObjectURL (the pages' CSP allows blob: images). Rejects (AttachmentError) on failure.
 */
export async function fetchAttachment(
  input: { regId: string; attachmentType: AttachmentType; fileName: string; token: string },
  fetcher: Fetch = fetch,
): Promise<Blob> {
  const response = await send(fetcher, fileUrl(input.regId, input.attachmentType, input.fileName), {
    headers: authHeaders({ token: input.token }),
  });
  if (!response.ok) throw await refusal(response);
  return response.blob();
}
