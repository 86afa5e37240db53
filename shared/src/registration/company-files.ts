// A module of its own, importing nothing: the form and the API's update mail name the logos with these labels.

/**
 * The company's two logo fields (SPEC §3): the registration field, its attachment type (whose allowed
 * extensions and size the shared attachment table gives) and how the form presents it.
 */
export const LOGO_FIELDS = [
  {
    field: 'companyLogo',
    attachmentType: 'COMPANYLOGO',
    label: 'Company Logo',
    hint: 'A JPEG or PNG image, shown on the website for Gold and Wingfoot sponsors',
  },
  {
    field: 'companyLogoEPS',
    attachmentType: 'COMPANYLOGOEPS',
    label: 'Vector Logo',
    hint: 'An EPS file, used for print',
  },
] as const;

export type LogoField = (typeof LOGO_FIELDS)[number];
