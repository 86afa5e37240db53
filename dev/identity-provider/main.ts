import { ConfigError, loadIdentityProviderConfig } from './environment.ts';
import { createIdentityProvider } from './identity-provider.ts';

// Entry point for `npm start` and the test stack: validate the environment, listen on 127.0.0.1 at the
// issuer's port, and close cleanly on SIGINT/SIGTERM.
let config;
try {
  config = loadIdentityProviderConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`identity-provider: ${error.message}`);
  process.exit(1);
}

const idp = createIdentityProvider({
  issuer: config.issuer,
  client: {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUris: [config.redirectUri],
    postLogoutRedirectUris: [config.postLogoutRedirectUri],
    initiateLoginUri: config.initiateLoginUri,
  },
  dataDir: config.dataDir,
  outboxDir: config.outboxDir,
  cookieKeys: [config.cookieKey],
  siteUrl: config.siteUrl,
});
await idp.listen();
console.log(`identity provider listening at ${idp.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    idp.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
