import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { RebuildQueue } from './rebuild-queue.ts';
import type { BuildStamp } from './site-builder.ts';

export interface PublisherState {
  lastBuild?: BuildStamp | undefined;
  lastError?: { at: string; message: string };
}

const tokenMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const MAX_BODY = 1024 * 1024;

/**
 * The publisher's HTTP face. POST /rebuild (Strapi's webhook, bearer token) queues a rebuild and answers
 * 202 at once; GET /status says what is live. Nothing else.
 */
export function createPublisherServer(token: string, queue: RebuildQueue, state: PublisherState): http.Server {
  return http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const url = request.url?.split('?')[0];

    if (request.method === 'GET' && url === '/status') {
      return send(200, { busy: queue.busy, lastBuild: state.lastBuild ?? null, lastError: state.lastError ?? null });
    }
    if (url !== '/rebuild') return send(404, { error: 'NOT_FOUND' });
    if (request.method !== 'POST') return send(405, { error: 'METHOD_NOT_ALLOWED' });
    if (!tokenMatches(request.headers.authorization, token)) {
      request.resume();
      return send(401, { error: 'UNAUTHORIZED' });
    }
    // The webhook's body (the changed entry) is not needed: every build reads all published content.
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy();
    });
    request.on('end', () => {
      queue.request();
      send(202, { queued: true });
    });
  });
}
