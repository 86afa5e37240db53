import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::explorer-post-page.explorer-post-page');
