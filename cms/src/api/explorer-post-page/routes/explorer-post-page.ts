import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::explorer-post-page.explorer-post-page');
