import { factories } from '@strapi/strapi';

// Read only, and for API tokens only (no users-permissions role is ever granted it: public-permissions.ts):
// the CMS writes the archive itself, on every publish of a consent text (bootstrap/consent-text-archive.ts).
export default factories.createCoreRouter('api::consent-text-archive.consent-text-archive', {
  only: ['find', 'findOne'],
});
