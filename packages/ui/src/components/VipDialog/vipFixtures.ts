/** Story data for the VIP, payment, points and invite pieces: the mock's seed packages and orders. */
import type { PointsInfo, Product } from '@xinghe/contracts/client';
import type { InviteView } from '../InviteDialog/inviteTypes';
import type { PayOrderView } from './vipTypes';

/** The four seed packages, in the order the server lists them; 年卡 is the recommended one. */
export const vipProductsFixture: readonly Product[] = [
  {
    id: 1,
    name: '月卡',
    days: 30,
    price: 25,
    originalPrice: 30,
    pDesc: '30天VIP会员',
    recommended: false,
  },
  {
    id: 2,
    name: '季卡',
    days: 90,
    price: 68,
    originalPrice: 90,
    pDesc: '90天VIP会员',
    recommended: false,
  },
  {
    id: 3,
    name: '年卡',
    days: 365,
    price: 238,
    originalPrice: 360,
    pDesc: '365天VIP，每天不到7毛',
    recommended: true,
  },
  {
    id: 4,
    name: '周卡',
    days: 7,
    price: 8,
    originalPrice: 8,
    pDesc: '7天VIP体验',
    recommended: false,
  },
];

export const [monthCard, quarterCard, yearCard, weekCard] = vipProductsFixture as [
  Product,
  Product,
  Product,
  Product,
];

/** A package's radio by its name (the accessible name holds the whole card's text). */
export const packageName = (product: Product) => new RegExp(product.name);

/** Messages the server sends in its envelope, as stories show them. */
export const serverMessages = {
  notLoggedIn: '请先登录',
  tooFrequent: '操作过于频繁，请30秒后再试',
  pointsShort: '积分不足',
} as const;

/** The recommended package's index in the fixture. */
export const RECOMMENDED_INDEX = 2;

// 2026-11-21 12:00 China time; orders run 15 minutes.
const CREATED_AT = 1_795_233_600;

const order = (overrides: Partial<PayOrderView>): PayOrderView => ({
  orderId: 'o20261121a7k3',
  method: 'alipay',
  productId: 3,
  amount: 238,
  currency: 'CNY',
  expireAt: CREATED_AT + 15 * 60,
  payUrl: 'http://localhost:3000/__dev/pay/o20261121a7k3',
  ...overrides,
});

export const payOrderFixtures = {
  alipay: order({}),
  wechat: order({ method: 'wechat' }),
  paypal: order({ method: 'paypal', amount: 33.5, currency: 'USD' }),
  card: order({ method: 'card' }),
  cools: order({
    method: 'cools',
    amount: 33.5,
    currency: 'USDT',
    address: 'TXq7Vh3kPz9mW2cRb8nYf4uLs6dJe1gA5t',
  }),
} satisfies Record<PayOrderView['method'], PayOrderView>;

/** The new VIP expiry after buying the year card: 2027-11-21 China time. */
export const PAID_VIP_EXPIRE_TIME = CREATED_AT + 365 * 86_400;

export const pointsFixture: PointsInfo = {
  balance: 720,
  checkedInToday: false,
  rules: { checkIn: 10, watch: 2, watchDailyCap: 10, invite: 100 },
  options: [
    { id: 1, days: 1, points: 100 },
    { id: 2, days: 7, points: 600 },
    { id: 3, days: 30, points: 2000 },
  ],
  history: [
    { kind: 'watch', points: 2, createdAt: CREATED_AT - 3_600 },
    { kind: 'checkIn', points: 10, createdAt: CREATED_AT - 7_200 },
    { kind: 'invite', points: 100, createdAt: CREATED_AT - 86_400 },
    { kind: 'exchange', points: -600, createdAt: CREATED_AT - 3 * 86_400 },
  ],
};

export const inviteFixture: InviteView = {
  link: 'http://localhost:3000/invite-h5?invite_id=k7m2x9qa',
  inviteCode: 'k7m2x9qa',
  invitedCount: 3,
  pointsEarned: 300,
  pointsPerInvite: 100,
};
