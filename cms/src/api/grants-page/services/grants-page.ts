import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::grants-page.grants-page');
