/**
 * Bodies are JSON only. An empty JSON body counts as no body (a bare POST with the JSON
 * content type); prototype-poisoning keys are rejected as malformed JSON.
 */
import type { FastifyInstance } from 'fastify';

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
