import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../i18n/accountMessages';
import { codeProblem, emailProblem, passwordProblem } from './loginRules';

const text = (key: keyof typeof accountMessages | undefined) =>
  key === undefined ? undefined : accountMessages[key];

describe('emailProblem', () => {
  it('accepts an ordinary address, ignoring surrounding spaces', () => {
    expect(emailProblem(' user@xinghe.test ')).toBeUndefined();
    expect(emailProblem('a.b+c@mail.example.cn')).toBeUndefined();
  });
  it('asks for an address when empty', () => {
    expect(text(emailProblem('   '))).toBe('请输入邮箱');
  });
  it.each(['user', 'user@', '@xinghe.test', 'user@xinghe', 'us er@xinghe.test', 'a@b..c'])(
    'rejects %s as 邮箱格式不正确',
    (email) => {
      expect(text(emailProblem(email))).toBe('邮箱格式不正确');
    },
  );
});

describe('passwordProblem', () => {
  it('accepts 6 and 20 characters', () => {
    expect(passwordProblem('abcdef')).toBeUndefined();
    expect(passwordProblem('a'.repeat(20))).toBeUndefined();
  });
  it('rejects 5 and 21 characters', () => {
    expect(text(passwordProblem('abcde'))).toBe('密码长度为6-20位');
    expect(text(passwordProblem('a'.repeat(21)))).toBe('密码长度为6-20位');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀'.repeat(6))).toBeUndefined();
    expect(text(passwordProblem('😀'.repeat(3)))).toBe('密码长度为6-20位');
  });
  it('asks for a password when empty', () => {
    expect(text(passwordProblem(''))).toBe('请输入密码');
  });
});

describe('codeProblem', () => {
  it('accepts exactly 6 digits', () => {
    expect(codeProblem('012345')).toBeUndefined();
  });
  it.each(['', '12345', '1234567', '12a456'])('rejects %j', (code) => {
    expect(text(codeProblem(code))).toBe('请输入6位数字验证码');
  });
});
