import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

type Node = { name: string; children: Node[] };
const ZNode: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(ZNode) }));

describe('answer serialisation', () => {
  it('writes only the declared properties, nested and recursive ones too', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/row', { schema: { response: { 200: z.object({ id: z.number(), note: z.string().nullable() }) } } }, async () => ({
      id: 1,
      note: null,
      passwordHash: '$argon2id$secret',
    }));
    app.get('/tree', { schema: { response: { 200: z.array(ZNode) } } }, async () => [
      { name: 'root', secret: 'x', children: [{ name: 'leaf', documentNo: '1234', children: [] }] },
    ]);
    const row = await app.inject({ method: 'GET', url: '/row' });
    expect(row.json()).toEqual({ id: 1, note: null });
    const tree = await app.inject({ method: 'GET', url: '/tree' });
    expect(tree.json()).toEqual([{ name: 'root', children: [{ name: 'leaf', children: [] }] }]);
    expect(tree.body).not.toContain('1234');
  });
});
