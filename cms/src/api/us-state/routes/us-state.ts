import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::us-state.us-state');
