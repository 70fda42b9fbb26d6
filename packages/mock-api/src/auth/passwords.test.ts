import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are stored as salted scrypt hashes that only the password matches', async () => {
    const hash = await hashPassword('xinghe123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('xinghe123');
    expect(await hashPassword('xinghe123')).not.toBe(hash);
    expect(await verifyPassword('xinghe123', hash)).toBe(true);
    expect(await verifyPassword('xinghe124', hash)).toBe(false);
    expect(await verifyPassword('xinghe123', '!locked')).toBe(false);
  });
});
