import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::scholarship-criteria-page.scholarship-criteria-page');
