import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::sponsorship-invoice.sponsorship-invoice');
