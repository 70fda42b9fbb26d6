/**
 * SPEC section 6: a user is VIP while the VIP expiry (`expireTime`, epoch seconds) lies in the
 * future; null or absent means never VIP. The one definition of "VIP now": the mock decides
 * `UserInfo.isVip` and the VIP lines with it, the site its session's `isVip`. It is a plain
 * function with no schema library, so the browser takes it through `@xinghe/contracts/client`.
 * The ui package does not import it (ui takes contract types only): its status line gets
 * `isVip` from the site instead, computed here.
 */
export const isVipActive = (expireTime: number | null | undefined, nowMs: number): boolean =>
  typeof expireTime === 'number' && expireTime * 1000 > nowMs;
