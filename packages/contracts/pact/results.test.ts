import { describe, expect, it } from 'vitest';
import { formatVerification, resultsOf, type PactInteraction } from './results';

const interactions: PactInteraction[] = [
  {
    description: 'a request for the sports categories',
    states: [{ name: 'the sports categories are defined' }],
    method: 'GET',
    path: '/sport/project',
    endpoint: 'GET /sport/project',
  },
  {
    description: 'a request for a title',
    states: [{ name: 'vod {id} exists', params: { id: 2 } }],
    method: 'GET',
    path: '/v3/web/api/detail/2',
    endpoint: 'GET /v3/web/api/detail/{id}',
  },
  {
    description: 'a request for another title',
    states: [{ name: 'vod {id} exists', params: { id: 3 } }],
    method: 'GET',
    path: '/v3/web/api/detail/3',
    endpoint: 'GET /v3/web/api/detail/{id}',
  },
];

const report = (failing: string[]) =>
  JSON.stringify({
    result: failing.length === 0,
    interactionResults: interactions.map(({ description }) =>
      failing.includes(description)
        ? {
            description,
            result: 'Error',
            mismatch: {
              type: 'mismatches',
              mismatches: [{ path: '$.data[0]', mismatch: 'missing the key url' }],
            },
          }
        : { description, result: 'OK' },
    ),
  });

describe('resultsOf', () => {
  it('passes when the core passed every interaction', () => {
    const verification = resultsOf(interactions, report([]));
    expect(verification.ok).toBe(true);
    expect(verification.endpoints).toEqual([
      { endpoint: 'GET /sport/project', passed: 1, failed: 0 },
      { endpoint: 'GET /v3/web/api/detail/{id}', passed: 2, failed: 0 },
    ]);
  });

  it('fails the endpoint of a mismatched interaction, with the mismatch', () => {
    const verification = resultsOf(interactions, report(['a request for the sports categories']));
    expect(verification.ok).toBe(false);
    expect(verification.interactions[0]).toMatchObject({
      ok: false,
      problems: ['$.data[0]: missing the key url'],
    });
    const table = formatVerification(verification);
    expect(table).toMatch(/FAIL\s+GET \/sport\/project\s+0\/1/);
    expect(table).toMatch(/pass\s+GET \/v3\/web\/api\/detail\/\{id\}\s+2\/2/);
    // Short by default: the passing interactions are not listed; --verbose lists every one.
    expect(table).not.toContain('a request for another title');
    expect(formatVerification(verification, { verbose: true })).toContain(
      '✔ a request for another title',
    );
    expect(table).toContain('✘ GET /sport/project: a request for the sports categories');
  });

  it('fails the interaction whose provider state was refused, matched by its params', () => {
    const verification = resultsOf(interactions, report([]), [
      {
        state: 'vod {id} exists',
        params: { id: 3 },
        message: 'provider state failed: 影片 3 不存在',
      },
    ]);
    expect(verification.ok).toBe(false);
    expect(verification.interactions.map((r) => r.ok)).toEqual([true, true, false]);
    expect(verification.endpoints[1]).toEqual({
      endpoint: 'GET /v3/web/api/detail/{id}',
      passed: 1,
      failed: 1,
    });
  });

  it('fails the interactions whose reply broke its schema, with the path and the rule', () => {
    const verification = resultsOf(
      interactions,
      report([]),
      [],
      [
        {
          endpoint: 'GET /v3/web/api/detail/{id}',
          method: 'GET',
          path: '/v3/web/api/detail/3',
          message: '$.data.type: "x" is not one of "movie", "drama" (anyOf)',
        },
      ],
    );
    expect(verification.ok).toBe(false);
    expect(verification.interactions.map((r) => r.ok)).toEqual([true, true, false]);
    expect(verification.interactions[2]!.problems).toEqual([
      'schema: $.data.type: "x" is not one of "movie", "drama" (anyOf)',
    ]);
  });

  it('fails every interaction when the core said something that is not its report', () => {
    const verification = resultsOf(interactions, 'Pact core crashed');
    expect(verification.ok).toBe(false);
    expect(verification.interactions.every((r) => r.problems[0] === 'Pact core crashed')).toBe(
      true,
    );
  });
});
