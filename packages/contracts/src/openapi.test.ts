import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';
import { routes } from './routes';

describe('buildOpenApi', () => {
  const doc = buildOpenApi() as {
    paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>;
  };

  it('documents every route with its method', () => {
    for (const route of Object.values(routes)) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()], route.path).toBeDefined();
    }
  });

  it('lists query and path parameters from the schemas', () => {
    const home = doc.paths['/v3/web/api/home']!.get!;
    expect(home.parameters).toContainEqual(
      expect.objectContaining({ name: 'chName', in: 'query' }),
    );
    const image = doc.paths['/api/images/{kind}/{name}']!.get!;
    expect(image.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
      'kind',
      'name',
    ]);
  });
});
