import type { Core } from '@strapi/strapi';

// Uploads are images for pages (slides, logos, maps) and documents for download (criteria, rules).
const allowedMediaTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'application/pdf'];

const config = (_params: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  upload: {
    config: {
      security: {
        allowedTypes: allowedMediaTypes,
      },
    },
  },
});

export default config;
