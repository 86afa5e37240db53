import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONSENT_TEXT_ARCHIVE } from './consent-text-archive';

/** The field types staff type words into; a required one must have some. */
const TEXT_TYPES = new Set(['string', 'text', 'richtext']);

/** What this rule reads of a content type's or a component's schema. */
interface Attribute {
  type: string;
  required?: boolean;
  component?: string;
  repeatable?: boolean;
}
export type SchemaOf = (uid: string) => { attributes: Record<string, Attribute> } | undefined;

/** A required text left blank: where the admin marks it, and the field (and the list it sits in) to name. */
export interface BlankText {
  path: string[];
  uid: string;
  field: string;
  /** The component list or group it sits in: its owner's uid and field, and its item's number in a list. */
  within?: { uid: string; field: string; item?: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The required texts of an entry's data (its components' included) that are only spaces, or also empty when
 * `emptyToo` (a write the site reads at once). Strapi's own `required` takes any string, "   " included, and
 * a draft may be saved with an empty one; the site's build refuses both (`must not be empty`), so one blank
 * venue stopped every later publish from reaching the site while mails went out with it.
 */
export function findBlankTexts(
  uid: string,
  data: Record<string, unknown>,
  schemaOf: SchemaOf,
  emptyToo: boolean,
): BlankText[] {
  const blanks: BlankText[] = [];
  const walk = (owner: string, value: Record<string, unknown>, path: string[], within?: BlankText['within']) => {
    for (const [field, attribute] of Object.entries(schemaOf(owner)?.attributes ?? {})) {
      const inner = value[field];
      const here = [...path, field];
      if (TEXT_TYPES.has(attribute.type) && attribute.required && typeof inner === 'string') {
        if (inner.trim() === '' && (emptyToo || inner !== '')) blanks.push({ path: here, uid: owner, field, within });
      } else if (attribute.type === 'component' && attribute.component) {
        const items = attribute.repeatable ? (Array.isArray(inner) ? inner : []) : [inner];
        items.forEach((item, index) => {
          if (!isRecord(item)) return;
          const list = attribute.repeatable;
          walk(attribute.component!, item, list ? [...here, String(index)] : here, {
            uid: owner,
            field,
            ...(list ? { item: index + 1 } : {}),
          });
        });
      }
    }
  };
  walk(uid, data, []);
  return blanks;
}

/** The admin's label of a field of a content type or component. */
export type LabelOf = (uid: string, field: string) => string;

/** What the editor reads: the field as the admin labels it, and the list item it is in. */
export function blankTextMessage(blank: BlankText, labelOf: LabelOf): string {
  const where = blank.within
    ? ` (${labelOf(blank.within.uid, blank.within.field)}${blank.within.item ? `, item ${blank.within.item}` : ''})`
    : '';
  return `“${labelOf(blank.uid, blank.field)}”${where} is empty: spaces alone do not count. Write it out: the site cannot show it blank.`;
}

/** The labels the content manager shows (editor-labels.ts, or a super admin's), by field; the code name if none. */
async function adminLabels(strapi: Core.Strapi, uids: Set<string>): Promise<LabelOf> {
  const contentManager = strapi.plugin('content-manager');
  const labels = new Map<string, Record<string, { edit?: { label?: unknown } }>>();
  for (const uid of uids) {
    const service = contentManager.service(uid.includes('::') ? 'content-types' : 'components') as {
      findConfiguration(model: {
        uid: string;
      }): Promise<{ metadatas?: Record<string, { edit?: { label?: unknown } }> }>;
    };
    labels.set(uid, (await service.findConfiguration({ uid })).metadatas ?? {});
  }
  return (uid, field) => {
    const label = labels.get(uid)?.[field]?.edit?.label;
    return typeof label === 'string' && label.trim() !== '' ? label : field;
  };
}

/** A populate that reads every component (and components in components) of a content type. */
function componentsPopulate(schemaOf: SchemaOf, uid: string): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  for (const [field, attribute] of Object.entries(schemaOf(uid)?.attributes ?? {})) {
    if (attribute.type !== 'component' || !attribute.component) continue;
    const inner = componentsPopulate(schemaOf, attribute.component);
    populate[field] = Object.keys(inner).length > 0 ? { populate: inner } : true;
  }
  return populate;
}

/** The Document Service actions that take an entry's data. */
const WRITES_DATA = new Set(['create', 'update', 'clone']);

/**
 * Content types whose texts the CMS copies itself (a consent text's published wording into the archive at
 * boot): refusing one there would stop the CMS from starting instead of telling an editor.
 */
const FILLED_BY_THE_CMS = new Set<string>([CONSENT_TEXT_ARCHIVE]);

/**
 * Every required text of every content type and its components has words in it: only spaces are refused
 * on save, and empty too on publish (or on save where there is no draft), with each field named and marked
 * as the admin labels it. Registered in `register()`, so it holds for the admin, the REST API and scripts.
 */
export function keepRequiredTextsWritten(strapi: Core.Strapi): void {
  const schemaOf: SchemaOf = (uid) =>
    (uid.includes('::')
      ? strapi.contentTypes[uid as keyof typeof strapi.contentTypes]
      : strapi.components[uid as keyof typeof strapi.components]) as ReturnType<SchemaOf>;
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (!uid.startsWith('api::') || FILLED_BY_THE_CMS.has(uid)) return next();
    if (!WRITES_DATA.has(action) && action !== 'publish') return next();
    const params = context.params as { documentId?: string; status?: string; data?: Record<string, unknown> };
    const drafts = Boolean(strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.options?.draftAndPublish);
    let data = params.data;
    if (action === 'publish') {
      // What is published is the draft as stored (the admin's Publish saves the form first, through `update`).
      data = params.documentId
        ? (((await strapi.documents(uid as UID.ContentType).findOne({
            documentId: params.documentId,
            status: 'draft',
            populate: componentsPopulate(schemaOf, uid) as never,
          })) as Record<string, unknown> | null) ?? undefined)
        : undefined;
    }
    if (!data) return next();
    // What the site reads at once: a publish, a write that publishes, or any write where nothing is a draft.
    const live = action === 'publish' || !drafts || params.status === 'published';
    const blanks = findBlankTexts(uid, data, schemaOf, live);
    if (blanks.length === 0) return next();
    const labelOf = await adminLabels(
      strapi,
      new Set(blanks.flatMap((blank) => [blank.uid, blank.within?.uid ?? uid])),
    );
    const problems = blanks.map((blank) => ({ path: blank.path, message: blankTextMessage(blank, labelOf) }));
    throw new errors.ValidationError(problems.map((problem) => problem.message).join(' '), {
      errors: problems.map((problem) => ({ ...problem, name: 'ValidationError', value: undefined })),
    });
  });
}
