import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::consent-text-archive.consent-text-archive');
