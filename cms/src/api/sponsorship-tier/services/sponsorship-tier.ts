import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sponsorship-tier.sponsorship-tier');
