import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::catalog-item.catalog-item');
