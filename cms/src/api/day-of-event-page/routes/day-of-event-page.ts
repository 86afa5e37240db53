import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::day-of-event-page.day-of-event-page');
