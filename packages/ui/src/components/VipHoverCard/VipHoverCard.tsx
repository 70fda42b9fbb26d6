export interface VipUser {
  isLogin: boolean;
  isVip: boolean;
  email?: string;
  /** Epoch seconds; VIP is active while it lies in the future. */
  expireTime?: number;
}

export interface VipHoverCardProps {
  user: VipUser;
  /** Visitors: 登录. */
  onLogin: () => void;
  /** Logged in: 开通VIP, or 续费 for a VIP. */
  onJoin: () => void;
}

export function VipHoverCard(_props: VipHoverCardProps) {
  return null;
}
