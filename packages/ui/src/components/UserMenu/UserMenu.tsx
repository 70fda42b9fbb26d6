export interface UserMenuProps {
  isLogin: boolean;
  email?: string;
  onLogin: () => void;
  onLogout: () => void;
}

export function UserMenu(_props: UserMenuProps) {
  return null;
}
