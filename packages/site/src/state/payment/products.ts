/**
 * The packages on sale, loaded once per page load (they rarely change), and which one a dialog or
 * page opens on.
 */
import type { Product } from '@xinghe/contracts/client';
import { api, type ApiClient } from '../../api';
import { createResource, mapData } from '../resource';
import { dropOrder } from './order';
import { defaultIndex, paymentState } from './paymentState';

const products = createResource<void, Product[]>({
  at: () => paymentState.products,
  fetch: async (_, client) => mapData(await client.call('getPayProducts'), (data) => data.products),
  onLoaded: (items) => {
    // Chosen before the packages were known (-1: no index asked for), or out of range.
    const chosen = paymentState.selectedIndex;
    if (chosen < 0 || chosen >= items.length) paymentState.selectedIndex = defaultIndex(items);
  },
});

export const productActions = {
  loadProducts(client: ApiClient = api) {
    return products.load(undefined, { client });
  },

  /**
   * A dialog or page opens on the packages: `index` preselects one (the VIP dialog's index), else
   * the recommended one. Whatever order was shown before is dropped.
   */
  begin(index?: number) {
    dropOrder();
    const items = paymentState.products.data ?? [];
    const asked = index !== undefined && index >= 0 ? index : -1;
    // Before the packages arrive, -1 stands for "the recommended one" (see loadProducts).
    if (items.length === 0) paymentState.selectedIndex = asked;
    else
      paymentState.selectedIndex = asked >= 0 && asked < items.length ? asked : defaultIndex(items);
  },

  /** Tests: the packages are asked for again. */
  resetProducts() {
    products.reset();
  },
};
