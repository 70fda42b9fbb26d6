/**
 * A card's badge by code (`badge`, the contract's addition beside `countStr`): the mock writes its
 * remarks in the few forms the seed makes (更新至12集, 全24集, 更新至9期, 蓝光, HD, 标清), and reads
 * them back here. A remark in another form (a source's own note) has no code.
 */
import type { Badge } from '@xinghe/contracts';

const COUNTED: [RegExp, Badge['kind']][] = [
  [/^更新至(\d+)集$/, 'updating'],
  [/^更新至(\d+)期$/, 'updatingIssues'],
  [/^全(\d+)集$/, 'complete'],
  [/^全(\d+)期$/, 'completeIssues'],
];
const PICTURE: Record<string, Badge['kind']> = { 蓝光: 'bluray', HD: 'hd', 标清: 'sd' };

export function badgeOf(remark: string): Badge | undefined {
  const picture = PICTURE[remark];
  if (picture) return { kind: picture };
  for (const [pattern, kind] of COUNTED) {
    const n = pattern.exec(remark)?.[1];
    if (n !== undefined && Number(n) >= 1) return { kind, n: Number(n) };
  }
  return undefined;
}
