import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

function problemWith(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('registration API environment', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      store: { kind: 'sqlite', path: path.resolve('/srv/app', 'data/registrations.sqlite') },
      cmsUrl: 'http://127.0.0.1:1337',
      siteDir: undefined,
      trustProxy: false,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a port number \(1-65535\) \(got "abc"\)/],
    ['PORT', '70000', /PORT must be a port number/],
    ['STORE', 'postgres', /STORE must be sqlite or mongodb \(got "postgres"\)/],
    ['CMS_URL', 'not a url', /CMS_URL must be an http\(s\) URL/],
    ['CMS_URL', 'ftp://cms.example', /CMS_URL must be an http\(s\) URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['MONGODB_DB', 'bad name!', /MONGODB_DB must be a database name/],
  ])('names %s when it is %j', (variable, value, message) => {
    const error = problemWith({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toMatch(message);
  });

  it('requires MONGODB_URI when STORE=mongodb, and never prints a URI', () => {
    expect(problemWith({ STORE: 'mongodb' }).message).toMatch(/MONGODB_URI is required when STORE=mongodb/);
    const error = problemWith({ STORE: 'mongodb', MONGODB_URI: 'http://user:secret@db' });
    expect(error.variables).toEqual(['MONGODB_URI']);
    expect(error.message).not.toContain('secret');
  });

  it('names every wrong variable at once', () => {
    expect(problemWith({ PORT: 'x', STORE: 'y' }).variables).toEqual(['PORT', 'STORE']);
  });

  it('reads a MongoDB configuration', () => {
    const config = loadConfig({ STORE: 'mongodb', MONGODB_URI: 'mongodb://db:27017/?replicaSet=rs0' });
    expect(config.store).toEqual({
      kind: 'mongodb',
      uri: 'mongodb://db:27017/?replicaSet=rs0',
      dbName: 'stem_career_day',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SITE_DIR: '' }).port).toBe(8080);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});
