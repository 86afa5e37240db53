export * from './messages.ts';
export * from './reg-types.ts';
export * from './age-gate/age-gate-schema.ts';
export * from './cms/site-settings-schema.ts';
export * from './cms/catalog-schemas.ts';
