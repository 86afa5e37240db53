import { SiteStatusPanel } from './site-status-panel';

interface AdminApp {
  getPlugin(name: 'content-manager'): { apis: { addEditViewSidePanel(panels: unknown[]): void } };
}

// Admin panel options. No release notifications: they call the code host from the staff's browser.
export default {
  config: {
    locales: [],
    notifications: { releases: false },
    tutorials: false,
  },
  // Beside every entry: whether the public site shows what was published (site-status-panel.tsx).
  bootstrap(app: AdminApp) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([SiteStatusPanel]);
  },
};
