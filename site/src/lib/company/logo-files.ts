// The module, not the package index: the browser needs only the message.
import { MESSAGES } from '@stem/shared/messages';

/** The company's two logo fields (SPEC §3): the registration field, its attachment type and the types it takes. */
export const LOGO_FIELDS = [
  {
    field: 'companyLogo',
    attachmentType: 'COMPANYLOGO',
    label: 'Company Logo',
    hint: 'A JPEG or PNG image, shown on the website for Gold and Wingfoot sponsors',
    extensions: ['jpeg', 'jpg', 'png'],
  },
  {
    field: 'companyLogoEPS',
    attachmentType: 'COMPANYLOGOEPS',
    label: 'Vector Logo',
    hint: 'An EPS file, used for print',
    extensions: ['eps'],
  },
] as const;

export type LogoField = (typeof LOGO_FIELDS)[number];

/** The file input's `accept`: `.jpeg,.jpg,.png`. */
export const acceptOf = (logo: LogoField) => logo.extensions.map((extension) => `.${extension}`).join(',');

/**
 * SPEC §5's `ext` rule before uploading: 'Unsupported file type' unless the name ends with one of the
 * field's extensions (any case). Only a first check for the person choosing the file: the API decides the
 * type by the file's content.
 */
export function logoFileError(logo: LogoField, fileName: string): string | undefined {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (logo.extensions as readonly string[]).includes(extension) ? undefined : MESSAGES.unsupportedFileType;
}
