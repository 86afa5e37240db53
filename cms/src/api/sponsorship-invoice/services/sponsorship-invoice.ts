import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sponsorship-invoice.sponsorship-invoice');
