import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::consent-text-archive.consent-text-archive');
