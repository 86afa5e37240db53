import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::explorer-post-page.explorer-post-page');
