/**
 * The payment migrations (versions 40-49): the VIP packages and the orders of the simulated
 * payment methods. Listed at the end of `migrations.ts`. Append only, like that list.
 */
import type { Migration } from './migrations';

export const paymentMigrations: readonly Migration[] = [
  {
    version: 40,
    name: 'vip products and payment orders',
    up: `
      -- The VIP packages, in the order the VIP dialog lists them (it takes an index into it).
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL,
        days INTEGER NOT NULL CHECK (days >= 1),
        price REAL NOT NULL CHECK (price >= 0),          -- CNY yuan
        original_price REAL NOT NULL CHECK (original_price >= 0),
        p_desc TEXT NOT NULL,
        recommended INTEGER NOT NULL DEFAULT 0 CHECK (recommended IN (0, 1))
      );
      INSERT INTO products (id, position, name, days, price, original_price, p_desc, recommended)
      VALUES
        (1, 1, '月卡', 30, 25, 30, '每天不到1元，畅看全站', 0),
        (2, 2, '季卡', 90, 68, 90, '低至0.76元/天', 0),
        (3, 3, '年卡', 365, 238, 360, '低至0.65元/天，最划算', 1),
        (4, 4, '周卡', 7, 8, 8, '先体验一周', 0);

      -- One row per order. The id is random and unguessable: the pay page is reached by it alone.
      -- status moves only pending -> paid or pending -> cancelled; a pending order past expire_at
      -- reads as expired and can no longer be paid.
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id),
        days INTEGER NOT NULL CHECK (days >= 1),         -- the package's days when ordered
        method TEXT NOT NULL CHECK (method IN ('alipay','wechat','paypal','card','cools')),
        amount REAL NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL CHECK (currency IN ('CNY','USD','USDT')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','paid','cancelled')),
        return_url TEXT,                                 -- same-site path, checked at create time
        address TEXT,                                    -- cools only: the wallet address
        created_at INTEGER NOT NULL,                     -- epoch seconds
        expire_at INTEGER NOT NULL,                      -- epoch seconds
        paid_at INTEGER                                  -- epoch seconds; NULL until paid
      ) WITHOUT ROWID;
      CREATE INDEX orders_user_newest ON orders (user_id, created_at DESC);
    `,
  },
];
