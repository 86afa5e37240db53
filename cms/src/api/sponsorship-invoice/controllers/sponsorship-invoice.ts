import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::sponsorship-invoice.sponsorship-invoice');
