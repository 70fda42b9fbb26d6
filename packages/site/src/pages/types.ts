/** What every page component receives: the route's path parameters (`/vod/detail/:id` -> id). */
export interface PageProps {
  params: Readonly<Record<string, string | undefined>>;
}
