import type { PurchaseResult, StoreList } from '@elearn/contracts';
import { bus } from '@elearn/platform';
import { aStoreItem } from '@elearn/testing';
import { AntdScope } from '@elearn/ui/antd';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { StoreDialog } from './store.dialog';
import { getStoreItems, getWarehouse, postPurchase } from './store.resource';
import { newRequestId } from './use-purchase';

jest.mock('./store.resource');
const mockedItems = jest.mocked(getStoreItems);
const mockedWarehouse = jest.mocked(getWarehouse);
const mockedPurchase = jest.mocked(postPurchase);

const sticker = aStoreItem({ name: 'Sticker pack', price: 50, available: 3 });
const hoodie = aStoreItem({ name: 'Hoodie', price: 900, available: 1, description: 'Warm and blue.' });
const aList = (overrides: Partial<StoreList> = {}): StoreList => ({
  userCoins: 120,
  categories: [
    { id: 'c1', name: 'Stationery', description: 'For your desk.', items: [sticker] },
    { id: 'c2', name: 'Clothes', description: '', items: [hoodie] },
  ],
  ...overrides,
});

async function open(lang = 'en') {
  await renderAt(
    <AntdScope>
      <StoreDialog open onClose={() => {}} afterClose={() => {}} />
    </AntdScope>,
    { lang },
  );
  return screen.findByRole('dialog');
}
/** A confirm, error or success dialog of antd, found by its visible title (it is not named by aria-labelledby). */
const confirmDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-confirm-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
const card = (name: string) => screen.getByRole('article', { name });
async function buyAndConfirm(name: string) {
  fireEvent.click(within(card(name)).getByRole('button', { name: `Buy ${name}` }));
  return confirmDialog(`Buy ${name}?`);
}

beforeEach(() => {
  jest.resetAllMocks();
  mockedItems.mockResolvedValue(aList());
});

describe('coins store dialog', () => {
  it('lists categories and items with image, name, description, price and what is left', async () => {
    const dialog = await open();
    expect(within(dialog).getByRole('tab', { name: 'Store', selected: true })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('store-coins')).toHaveTextContent('120');
    expect(within(dialog).getByRole('heading', { name: 'Stationery' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Clothes' })).toBeInTheDocument();
    const hoodieCard = card('Hoodie');
    expect(hoodieCard).toHaveTextContent('Warm and blue.');
    expect(within(hoodieCard).getByTestId('item-price')).toHaveTextContent('900');
    expect(within(hoodieCard).getByTestId('item-available')).toHaveTextContent('1');
  });

  it('buys after confirming: coins and what is left update, the header hears of it', async () => {
    const purchases: unknown[] = [];
    const subscription = bus.on('store:purchased').subscribe((event) => purchases.push(event));
    mockedPurchase.mockResolvedValue({ errors: [], userCoins: 70, itemAvailable: 2 });
    await open();
    await screen.findByTestId('store-coins');
    const confirm = await buyAndConfirm('Sticker pack');
    expect(confirm).toHaveTextContent('It costs 50 coins. You have 120 coins.');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Buy' })));
    expect(mockedPurchase).toHaveBeenCalledWith(sticker.id, expect.stringMatching(/^[0-9a-f-]{36}$/));
    await waitFor(() => expect(screen.getByTestId('store-coins')).toHaveTextContent('70'));
    expect(within(card('Sticker pack')).getByTestId('item-available')).toHaveTextContent('2');
    expect(await confirmDialog('Sticker pack is in your warehouse now.')).toBeInTheDocument();
    expect(purchases).toEqual([{ itemId: sticker.id, userCoins: 70, itemAvailable: 2 }]);
    subscription.unsubscribe();
  });

  it('removes an item when none is left', async () => {
    mockedPurchase.mockResolvedValue({ errors: [], userCoins: 70, itemAvailable: 0 });
    mockedItems.mockResolvedValue(aList({ userCoins: 1000 }));
    await open();
    await screen.findByTestId('store-coins');
    const confirm = await buyAndConfirm('Hoodie');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Buy' })));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hoodie' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Clothes' })).toBeNull();
  });

  it.each([
    ['store.notEnoughCoins', 'You do not have enough coins for this item.'],
    ['store.soldOut', 'This item is sold out.'],
    ['store.itemNotFound', 'This item is no longer in the store.'],
  ] as const)('shows %s translated, with OK', async (code, text) => {
    mockedPurchase.mockResolvedValue({ errors: [code], userCoins: 120, itemAvailable: 3 });
    await open();
    await screen.findByTestId('store-coins');
    const confirm = await buyAndConfirm('Hoodie');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Buy' })));
    const error = await screen.findByText(text);
    const errorDialog = error.closest('.ant-modal') as HTMLElement;
    expect(
      within(errorDialog).getByText('Purchase not completed', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    fireEvent.click(within(errorDialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('sold out elsewhere: the error shows and the item leaves the store', async () => {
    mockedPurchase.mockResolvedValue({ errors: ['store.soldOut'], userCoins: 120, itemAvailable: 0 });
    await open('ar');
    await screen.findByTestId('store-coins');
    fireEvent.click(within(card('Hoodie')).getByRole('button', { name: 'شراء Hoodie' }));
    const confirm = await confirmDialog('هل تريد شراء Hoodie؟');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'شراء' })));
    expect(await screen.findByText('نفدت كمية هذا العنصر.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حسنًا' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hoodie' })).toBeNull());
  });

  it('buys once on a double click, and no other purchase starts meanwhile', async () => {
    let answer: (result: PurchaseResult) => void = () => {};
    mockedPurchase.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    await open();
    await screen.findByTestId('store-coins');
    const confirm = await buyAndConfirm('Sticker pack');
    const ok = within(confirm).getByRole('button', { name: 'Buy' });
    await act(async () => {
      fireEvent.click(ok);
      fireEvent.click(ok);
    });
    expect(within(card('Hoodie')).getByRole('button', { name: 'Buy Hoodie' })).toBeDisabled();
    await act(async () => answer({ errors: [], userCoins: 70, itemAvailable: 2 }));
    expect(mockedPurchase).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(card('Hoodie')).getByRole('button', { name: 'Buy Hoodie' })).toBeEnabled(),
    );
  });

  it('names each confirmed purchase with a fresh UUID, also without crypto.randomUUID (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRequestId()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const ids = new Set(Array.from({ length: 50 }, newRequestId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: original });
    }
  });

  it('says when nothing is for sale', async () => {
    mockedItems.mockResolvedValue(
      aList({ categories: [{ id: 'c', name: 'Empty', description: '', items: [] }] }),
    );
    const dialog = await open();
    expect(
      await within(dialog).findByText('Nothing is for sale right now. Come back later!'),
    ).toBeInTheDocument();
  });

  it('shows the warehouse with counts, loaded when the tab opens', async () => {
    mockedWarehouse.mockResolvedValue({ items: [{ storeItem: sticker, count: 2 }] });
    const dialog = await open();
    expect(mockedWarehouse).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Warehouse' }));
    const owned = await screen.findByRole('article', { name: 'Sticker pack' });
    expect(within(owned).getByTestId('owned-count')).toHaveTextContent('2');
    expect(within(owned).queryByRole('button')).toBeNull();
  });

  it('has an empty warehouse state', async () => {
    mockedWarehouse.mockResolvedValue({ items: [] });
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Warehouse' }));
    expect(
      await screen.findByText('Your warehouse is empty. Items you buy appear here.'),
    ).toBeInTheDocument();
  });
});
