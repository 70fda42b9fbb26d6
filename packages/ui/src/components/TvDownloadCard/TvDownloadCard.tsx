export interface TvDownloadCardProps {
  /** Download address of the TV app (电视版). */
  tvUrl: string;
  /** Download address of the phone app (手机版). */
  phoneUrl: string;
}

export function TvDownloadCard(_props: TvDownloadCardProps) {
  return null;
}
