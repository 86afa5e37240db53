import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::day-of-event-page.day-of-event-page');
