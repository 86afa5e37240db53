import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::scholarship-page.scholarship-page');
