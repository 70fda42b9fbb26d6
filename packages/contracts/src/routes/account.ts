import type { Route } from './types';

/**
 * Accounts (SPEC section 7, user endpoints; section 4 "Login state"): email codes, register,
 * login, password change, logout and the user's own details. getPublicKey and verifyToken are our
 * additions (see their records).
 */
export const accountRoutes = {
  getPublicKey: {
    method: 'GET',
    path: '/user/publicKey',
    auth: 'none',
    group: 'account',
    addition: true,
  },
  userExist: { method: 'GET', path: '/user/exist/{email}', auth: 'none', group: 'account' },
  sendEmailCode: {
    method: 'GET',
    path: '/user/sendEmailCode/{email}',
    auth: 'none',
    group: 'account',
  },
  validateCode: { method: 'POST', path: '/user/validateCode', auth: 'none', group: 'account' },
  register: { method: 'POST', path: '/user/register', auth: 'none', group: 'account' },
  login: { method: 'POST', path: '/user/login', auth: 'none', group: 'account' },
  changePassword: {
    method: 'POST',
    path: '/user/changePassword',
    auth: 'optional-token',
    group: 'account',
  },
  logout: { method: 'GET', path: '/user/logout', auth: 'token', group: 'account' },
  getUserDetail: { method: 'GET', path: '/user/detail', auth: 'token', group: 'account' },
  verifyToken: {
    method: 'GET',
    path: '/user/verifyToken',
    auth: 'token',
    group: 'account',
    addition: true,
  },
} as const satisfies Record<string, Route>;
