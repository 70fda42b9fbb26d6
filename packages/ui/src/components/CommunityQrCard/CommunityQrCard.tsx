export interface CommunityQrCardProps {
  /** The group's invite link, encoded in the QR code and used as the link target. */
  url: string;
}

export function CommunityQrCard(_props: CommunityQrCardProps) {
  return null;
}
