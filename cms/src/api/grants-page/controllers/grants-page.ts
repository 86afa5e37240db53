import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::grants-page.grants-page');
