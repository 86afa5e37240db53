import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::catalog-item.catalog-item');
