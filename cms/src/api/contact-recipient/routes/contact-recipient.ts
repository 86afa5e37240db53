import { factories } from '@strapi/strapi';

// Only the list, for the registration API's read-only token: staff edit through the admin, and no REST
// route can write an address (a question sent to a planted address would go to a stranger).
export default factories.createCoreRouter('api::contact-recipient.contact-recipient', { only: ['find'] });
