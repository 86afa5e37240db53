import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sponsor.sponsor');
