// Admin panel options. No release notifications: they call the code host from the staff's browser.
export default {
  config: {
    locales: [],
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap() {},
};
