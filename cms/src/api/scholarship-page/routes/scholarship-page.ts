import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::scholarship-page.scholarship-page');
