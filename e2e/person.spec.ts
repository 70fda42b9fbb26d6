import { expect, test, type APIRequestContext } from './support/test';
import { filterTitles } from './support/titles';

/**
 * Actor pages through the host and the mock (an actor page shows the actor's works, and links
 * work both ways): from a title's cast to the actor's page, and on to another of their
 * titles; search results land on the same page.
 */

interface CastMember {
  id: number;
  name: string;
  role: string;
}

/** A title whose first billed actor has other titles too, found through the API. */
async function titleWithBusyActor(request: APIRequestContext) {
  for (const { id } of (await filterTitles(request, 'drama')).list) {
    const cast = (await (await request.get(`/metadata/v1/collection/actors/${id}`)).json()).data
      ?.list as CastMember[] | undefined;
    const actor = cast?.find((m) => m.role === '演员');
    if (!actor) continue;
    const works = (await (await request.get(`/metadata/v1/actor/collection/${actor.id}`)).json())
      .data.list as { id: string; name: string }[];
    const other = works.find((w) => w.id !== id);
    if (other) return { titleId: id, actor, other, works };
  }
  throw new Error('no actor with two titles among the first page of series');
}

test('from a detail page to the actor, and on to another of their titles', async ({
  page,
  request,
}) => {
  const { titleId, actor, other, works } = await titleWithBusyActor(request);
  const title = (await (await request.get(`/web/v2/dianbo/collection/${titleId}`)).json()).data
    .name as string;

  await page.goto(`/vod/detail/${titleId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const castLink = page.getByRole('link', { name: new RegExp(actor.name) }).first();
  await castLink.scrollIntoViewIfNeeded();
  await castLink.click();

  await expect(page).toHaveURL(`/person/${actor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
  await expect(page).toHaveTitle(`星河影视 - ${actor.name}`);
  await expect(page.getByText(/\d{4}年\d{1,2}月\d{1,2}日/)).toBeVisible();
  const portrait = page.locator(`img[src="/api/images/avatar/${actor.id}.webp"]`);
  await expect(portrait).toBeVisible();
  const grid = page.getByRole('list', { name: '参演作品' });
  await expect(grid.getByRole('listitem')).toHaveCount(works.length);
  // The title we came from is among the works.
  await expect(grid.locator(`a[href="/vod/detail/${titleId}"]`).first()).toBeVisible();

  const next = grid.locator(`a[href="/vod/detail/${other.id}"]`).first();
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).toHaveURL(`/vod/detail/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();

  // Back returns to the actor's page, shown at once from the visit's store.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
});

test('an unknown actor id shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/person/99999999');
  await expect(page.getByText('找不到这位影人')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/');
});

test("an actor found by search lands on the actor's page", async ({ page, request }) => {
  const actors = await (
    await request.get(`/metadata/v1/actor/searchActor?word=${encodeURIComponent('王')}`)
  ).json();
  const actor = actors.data.list[0] as { id: number; name: string };
  await page.goto(`/search?word=${encodeURIComponent('王')}`);
  await page
    .getByRole('region', { name: '演员' })
    .getByRole('link', { name: new RegExp(actor.name) })
    .click();
  await expect(page).toHaveURL(`/person/${actor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
});
