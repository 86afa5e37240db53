import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::scholarship-page.scholarship-page');
