import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::us-state.us-state');
