import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ANSWER_CODES, AUTHORIZATION_HEADER } from '@stem/shared';
import packageJson from '../../package.json' with { type: 'json' };
import { buildTestApp } from '../test-support/build-test-app.ts';
import { DOCS_PREFIX } from './api-docs.ts';
import { DOCS_PAGE_POLICY } from './security-headers.ts';

interface Operation {
  description?: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema & { properties: Record<string, { enum?: unknown[] }> }>;
    securitySchemes: Record<string, unknown>;
  };
}

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

async function documentOf(target: FastifyInstance): Promise<OpenApiDocument> {
  const response = await target.inject(`${DOCS_PREFIX}/json`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
/** Fastify's `/api/x/:regId` as OpenAPI writes it: `/api/x/{regId}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The API routes (not the docs' own, not the HEAD twins of GETs) that the document leaves out. */
function missingFromDocument(target: FastifyInstance, document: OpenApiDocument): string[] {
  return target.routeInventory
    .filter((route) => /^\/(api|auth)(\/|$)/.test(route.url) && !isDocsRoute(route.url) && route.method !== 'HEAD')
    .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.url}`);
}

/** Every `$ref` of the document, so that each can be checked to point at something there. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === '$ref' ? [String(item)] : refsOf(item)));
}

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3.0 document of this API whose references all resolve', async () => {
    app = await buildTestApp();
    const document = await documentOf(app);
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info).toMatchObject({ title: 'STEM Career Day registration API', version: packageJson.version });
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    for (const [url, operations] of Object.entries(document.paths)) {
      expect(url, 'OpenAPI path parameters are {name}').not.toContain(':');
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        expect(Object.keys(operation.responses).length, `${method} ${url}`).toBeGreaterThan(0);
      }
    }
    for (const ref of new Set(refsOf(document))) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], ref).toBeDefined();
    }
  });

  it('lists every /api and /auth route with its method', async () => {
    app = await buildTestApp();
    const document = await documentOf(app);
    expect(app.routeInventory.some((route) => route.url === '/api/registrations/:regId')).toBe(true);
    expect(missingFromDocument(app, document)).toEqual([]);
    // Nor does it describe itself.
    expect(Object.keys(document.paths).filter(isDocsRoute)).toEqual([]);
  });

  it('would name a route the document leaves out (the check above is not vacuous)', async () => {
    app = await buildTestApp();
    app.get('/api/test-undocumented', { config: { access: 'public' }, schema: { hide: true } }, async () => ({}));
    expect(missingFromDocument(app, await documentOf(app))).toEqual(['GET /api/test-undocumented']);
  });

  it('leaves out the static site served on the same origin', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
    app = await buildTestApp({ SITE_DIR: dir });
    const document = await documentOf(app);
    expect(Object.keys(document.paths).filter((url) => !/^\/(api|auth)\//.test(url))).toEqual([]);
    expect(missingFromDocument(app, document)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('describes POST /api/ms-ind-reg with the shared schema: its fields, nested objects and required keys', async () => {
    app = await buildTestApp();
    const operation = (await documentOf(app)).paths['/api/ms-ind-reg']!.post!;
    const body = operation.requestBody!.content['application/json']!.schema;
    expect(body.type).toBe('object');
    expect(Object.keys(body.properties!)).toEqual(expect.arrayContaining(['firstName', 'email', 'parentGuardian']));
    expect(body.required).toEqual(expect.arrayContaining(['firstName', 'email', 'parentGuardian']));
    // The address rule is the shared schema's own pattern, which a client can run as it is.
    const email = body.properties!.email as { type: string; maxLength: number; pattern: string };
    expect(email).toMatchObject({ type: 'string', maxLength: 254 });
    expect(new RegExp(email.pattern).test("o'brien@example.com")).toBe(true);
    expect(new RegExp(email.pattern).test('ada@localhost')).toBe(false);
    expect(body.properties!.parentGuardian).toMatchObject({
      type: 'object',
      properties: expect.objectContaining({ firstName: expect.anything(), email: expect.anything() }),
    });
    expect(operation.security).toBeUndefined();
    expect(operation.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } },
    });
    expect(operation.responses['400']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationFailed' } } },
    });
  });

  it('says that a scholarship create may carry its files as SPEC’s attachments list', async () => {
    app = await buildTestApp();
    const operation = (await documentOf(app)).paths['/api/scholarships']!.post!;
    expect(operation.description).toContain('attachments');
    expect((await documentOf(app)).paths['/api/ms-ind-reg']!.post!.description).toBeUndefined();
  });

  it('names If-Match and its 412 on the edits that honour it, and on no other route', async () => {
    app = await buildTestApp();
    const document = await documentOf(app);
    const versioned = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses['412'] !== undefined)
        .map(([method, operation]) => {
          expect(operation.parameters, `${method} ${url}`).toContainEqual(
            expect.objectContaining({ in: 'header', name: 'if-match' }),
          );
          return `${method} ${url}`;
        }),
    );
    expect(versioned).toEqual(
      expect.arrayContaining(['put /api/ms-ind-reg/{regId}', 'put /api/company-reg/{regId}', 'post /api/files']),
    );
    expect(versioned).not.toContain('post /api/ms-ind-reg');
    expect(versioned.every((operation) => operation.startsWith('put ') || operation === 'post /api/files')).toBe(true);
  });

  it('describes path parameters from the route schema', async () => {
    app = await buildTestApp();
    const parameters = (await documentOf(app)).paths['/api/catalog-items/{category}']!.get!.parameters;
    expect(parameters).toEqual([expect.objectContaining({ in: 'path', name: 'category', required: true })]);
  });

  it('asks for the access token on every route that needs a login, and on no other', async () => {
    app = await buildTestApp();
    const document = await documentOf(app);
    expect(document.components.securitySchemes.accessToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: AUTHORIZATION_HEADER,
    });
    expect(document.paths['/api/user-registrations']!.get!.security).toEqual([{ accessToken: [] }]);
    expect(document.paths['/api/files']!.post!.security).toEqual([{ accessToken: [] }, { uploadGrant: [] }]);
    for (const route of app.routeInventory.filter((r) => document.paths[openApiPath(r.url)] && r.method !== 'HEAD')) {
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      const needsLogin = route.access !== 'public';
      const security = route.access === 'uploader' ? [{ accessToken: [] }, { uploadGrant: [] }] : [{ accessToken: [] }];
      expect(operation.security, `${route.method} ${route.url}`).toEqual(needsLogin ? security : undefined);
      if (needsLogin) expect(operation.responses['401'], `${route.method} ${route.url}`).toBeDefined();
      // A registrant's token on a staff route: 403.
      expect(operation.responses['403'] !== undefined, `${route.method} ${route.url}`).toBe(route.access === 'staff');
    }
  });

  it('documents the answer envelope and the validation failure as shared components', async () => {
    app = await buildTestApp();
    const { schemas } = (await documentOf(app)).components;
    expect(schemas.Answer!.required).toEqual(['code', 'message']);
    expect(schemas.Answer!.properties.code!.enum).toEqual(Object.values(ANSWER_CODES));
    expect(Object.keys(schemas.Answer!.properties)).toEqual(expect.arrayContaining(['code', 'message', 'data']));
    expect(schemas.ValidationFailed!.required).toEqual(['error', 'message', 'issues', 'requestId']);
    expect(schemas.ValidationFailed!.properties.error!.enum).toEqual(['VALIDATION_FAILED']);
    expect(schemas.FieldIssue!.required).toEqual(['field', 'message']);
  });

  it('keeps the API policy: it is data, not a page', async () => {
    app = await buildTestApp();
    const response = await app.inject(`${DOCS_PREFIX}/json`);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('GET /api/docs', () => {
  it('is a public page with its own strict policy, loading only files of this origin', async () => {
    app = await buildTestApp();
    for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/`]) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers).toMatchObject({
        'content-security-policy': DOCS_PAGE_POLICY,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
    }
    expect(DOCS_PAGE_POLICY).toContain("frame-ancestors 'none'");
    expect(DOCS_PAGE_POLICY).not.toMatch(/unsafe-|https?:|\*/);

    const page = (await app.inject(DOCS_PREFIX)).body;
    const scripts = [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
    const links = [...page.matchAll(/<link[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(3);
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page).not.toMatch(/<style|\sstyle=/);
    for (const url of [...scripts, ...links]) {
      expect(url, 'same origin').toMatch(/^\/(?!\/)/);
      const asset = await app.inject(url);
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-security-policy'], url).toBe(DOCS_PAGE_POLICY);
    }
    // Swagger UI reads our document and asks no outside validator about it.
    const initializer = (await app.inject(scripts.at(-1)!)).body;
    expect(initializer).toContain("resolveUrl('./json')");
    expect(initializer).toMatch(/validatorUrl: null/);
    // Its stylesheet's images are inline data, never another site's.
    const css = (await app.inject(links[0]!)).body;
    expect([...css.matchAll(/url\(\s*["']?([^"')]+)/g)].filter((m) => !m[1]!.startsWith('data:'))).toEqual([]);
  });

  it('declares its routes public, as every route must', async () => {
    app = await buildTestApp();
    await app.ready();
    const docsRoutes = app.routeInventory.filter((route) => isDocsRoute(route.url));
    expect(docsRoutes.length).toBeGreaterThan(3);
    for (const route of docsRoutes) expect(route.access, `${route.method} ${route.url}`).toBe('public');
  });
});
