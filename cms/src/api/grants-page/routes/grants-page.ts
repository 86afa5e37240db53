import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::grants-page.grants-page');
