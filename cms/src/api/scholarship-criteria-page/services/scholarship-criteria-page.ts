import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::scholarship-criteria-page.scholarship-criteria-page');
