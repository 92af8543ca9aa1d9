import { notificationAnswer, notificationList } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { directed, responseSerializer } from '../src/platform/response-serializer';

// Issue 41: answers are checked with zod's parse where it cannot differ from encode (no pipe,
// transform or codec in the schema), with encode elsewhere; either way what is not in the schema
// is not sent and an answer the schema refuses is a server error, not a leak.
const serializerOf = (schema: z.ZodType) =>
  responseSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('the response serializer', () => {
  it('finds a pipe or transform however deep', () => {
    expect(directed(z.object({ a: z.number().int(), b: z.array(z.string().max(3)) }))).toBe(false);
    expect(directed(z.object({ a: z.array(z.union([z.null(), z.string().transform((v) => v)])) }))).toBe(
      true,
    );
    expect(directed(z.object({ a: z.object({ b: z.string().pipe(z.email()) }).optional() }))).toBe(true);
    expect(directed(z.record(z.string(), z.string().nullable().transform(String)))).toBe(true);
  });

  it("reads the notification's answer and the list's as plain (parse)", () => {
    expect(directed(notificationAnswer)).toBe(false);
    expect(directed(notificationList)).toBe(false);
  });

  it('sends only what the schema names, and refuses what it does not accept', () => {
    for (const schema of [
      z.object({ id: z.number().int(), name: z.string() }),
      z.object({ id: z.number().int(), name: z.string().pipe(z.string().max(10)) }),
    ]) {
      const serialize = serializerOf(schema);
      expect(JSON.parse(serialize({ id: 1, name: 'Ana', identifier: '5150101400016' }))).toEqual({
        id: 1,
        name: 'Ana',
      });
      expect(() => serialize({ id: 1.5, name: 'Ana' })).toThrow();
    }
  });
});
