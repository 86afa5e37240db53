import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::data-retention.data-retention');
