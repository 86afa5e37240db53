import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::consent-text.consent-text');
