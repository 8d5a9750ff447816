import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiDescription, toJsonSchema, type OpenApiDocument } from './openapi-oracle';

// The fuzzer's oracle must itself catch what it is there to catch, or a green fuzz run says
// nothing: each kind of departure from the description, on a small hand-written one.
const envelope = {
  type: 'object',
  required: ['success', 'data'],
  properties: {
    success: { type: 'boolean' },
    data: {
      type: 'object',
      required: ['id', 'note'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
        note: { type: 'string', nullable: true },
      },
    },
  },
};
const doc: OpenApiDocument = {
  openapi: '3.0.3',
  paths: {
    '/v1/thing/{id}': {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: envelope } } },
          '404': { content: { 'application/json': { schema: { type: 'object' } } } },
          '405': {
            headers: { Allow: { schema: { type: 'string' } } },
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
    '/v1/thing/{id}/pdf': {
      get: { responses: { '200': { content: { 'application/pdf': { schema: {} } } } } },
    },
    '/images/{file}': {
      get: { responses: { '200': { content: { 'image/*': { schema: {} } } } } },
    },
  },
};

function answer(status: number, type: string, body: string | Buffer): LightMyRequestResponse {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    statusCode: status,
    headers: { 'content-type': type },
    body: raw.toString(),
    rawPayload: raw,
  } as LightMyRequestResponse;
}

const json = (value: unknown) => JSON.stringify(value);
const api = new ApiDescription(doc);
const problemsOf = (path: string, res: LightMyRequestResponse) => api.problems('GET', path, res);

describe('the fuzzer oracle', () => {
  it('should find nothing when an answer is exactly as documented', () => {
    const ok = json({ success: true, data: { id: 1, note: null } });
    expect(problemsOf('/v1/thing/:id', answer(200, 'application/json; charset=utf-8', ok))).toEqual(
      [],
    );
    expect(problemsOf('/v1/thing/:id/pdf', answer(200, 'application/pdf', '%PDF-1.7'))).toEqual([]);
    const allowed = {
      ...answer(405, 'application/json', '{}'),
      headers: { 'content-type': 'application/json', allow: 'GET' },
    };
    expect(problemsOf('/v1/thing/:id', allowed as LightMyRequestResponse)).toEqual([]);
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    expect(problemsOf('/images/{file}', answer(200, 'image/png', png))).toEqual([]);
  });

  it.each([
    ['an undocumented status', '/v1/thing/:id', answer(400, 'application/json', '{}'), /400/],
    [
      'a Content-Type not documented for the status',
      '/v1/thing/:id/pdf',
      answer(200, 'application/json', '{}'),
      /Content-Type 'application\/json'/,
    ],
    [
      'a body that breaks its schema',
      '/v1/thing/:id',
      answer(200, 'application/json', json({ success: true, data: { id: 1 } })),
      /breaks its schema/,
    ],
    [
      'a bound the 3.0 schema writes as a boolean',
      '/v1/thing/:id',
      answer(200, 'application/json', json({ success: true, data: { id: 0, note: 'a' } })),
      /breaks its schema/,
    ],
    [
      'a file whose bytes are not of its type',
      '/v1/thing/:id/pdf',
      answer(200, 'application/pdf', '<html>'),
      /not application\/pdf/,
    ],
    [
      'a body that is not JSON',
      '/v1/thing/:id',
      answer(404, 'application/json', '<html>'),
      /not JSON/,
    ],
    [
      'a documented header the answer lacks',
      '/v1/thing/:id',
      answer(405, 'application/json', '{}'),
      /lacks its documented header Allow/,
    ],
    [
      'an operation that is not documented',
      '/v1/other',
      answer(200, 'application/json', '{}'),
      /not documented/,
    ],
  ])('should report %s', (_, path, res, message) => {
    expect(problemsOf(path, res).join('\n')).toMatch(message);
  });

  it('should read OpenAPI 3.0 nullable and boolean bounds as JSON Schema when it converts a schema', () => {
    expect(
      toJsonSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true, nullable: true }),
    ).toEqual({ anyOf: [{ type: 'integer', exclusiveMinimum: 0 }, { type: 'null' }] });
    expect(toJsonSchema({ type: 'number', maximum: 5, exclusiveMaximum: false })).toEqual({
      type: 'number',
      maximum: 5,
    });
  });
});
