import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::scholarship-criteria-page.scholarship-criteria-page');
