import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::data-retention.data-retention');
