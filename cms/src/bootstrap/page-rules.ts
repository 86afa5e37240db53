import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** Document Service actions that would take a page off the site. */
const REMOVES = new Set(['unpublish', 'delete']);

/**
 * A page of the site (a single type the site is built from: the home and About pages, the footer, Site
 * settings…) is never unpublished or deleted. The site is built from every one of them: without one its
 * rebuild fails, the page stays live as it was anyway, and every later publish (a date, a closing notice) is
 * silently dropped until it is published again. An editor who wants a text gone changes the text.
 * Registered in `register()`, so it holds for the admin, the REST API and scripts alike.
 */
export function keepPagesPublished(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { kind, options } = context.contentType;
    const isPage = context.uid.startsWith('api::') && kind === 'singleType' && options?.draftAndPublish === true;
    if (isPage && REMOVES.has(context.action)) {
      throw new errors.ValidationError(
        'A page of the site cannot be unpublished or deleted: the site is built from every page, and without this one no later change would go live. Change its texts instead, and publish.',
      );
    }
    return next();
  });
}
