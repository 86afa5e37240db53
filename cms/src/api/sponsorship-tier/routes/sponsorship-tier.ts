import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::sponsorship-tier.sponsorship-tier');
