import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::day-of-event-page.day-of-event-page');
