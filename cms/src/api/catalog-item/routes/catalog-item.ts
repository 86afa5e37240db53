import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::catalog-item.catalog-item');
