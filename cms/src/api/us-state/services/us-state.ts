import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::us-state.us-state');
