import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::consent-text.consent-text');
