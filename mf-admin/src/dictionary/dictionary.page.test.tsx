import { session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { adminApi } from '../common/admin.resource';
import { DictionaryPage } from './dictionary.page';

jest.mock('../common/admin.resource');
const dictionary = jest.mocked(adminApi.dictionary);
const failed = jest.mocked(adminApi.failedTranslations);
const save = jest.mocked(adminApi.saveTranslation);
const english = jest.mocked(adminApi.englishOf);

const page = () => renderAt(<DictionaryPage />, { path: '/dashboard/admin/dictionary' });

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(aUser('Admin'));
  dictionary.mockImplementation(async (lang) =>
    lang === 'ar'
      ? { ar: { 'mf-admin:list.edit': 'حرر', 'mf-header:tickets.title': 'تذاكري' } }
      : { [lang]: {} },
  );
  english.mockImplementation(async (keyword) => ({
    keyword,
    english: keyword === 'mf-admin:list.search' ? 'Search' : null,
  }));
  failed.mockResolvedValue([
    { lang: 'ar', keyword: 'mf-admin:list.search' },
    { lang: 'fr', keyword: 'mf-admin:list.retry' },
  ]);
});
afterEach(() => act(() => session$.next(null)));
// The dialog is a lazy chunk: compiled once here, not inside a test's wait.
beforeAll(() => import('./entry.dialog'));

describe('the staff dictionary page', () => {
  it("lists a language's entries with the bundled English text, and its failed keys", async () => {
    await page();
    const table = await screen.findByRole('table', { name: 'Entries in العربية' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'mf-admin:list.editحررEditEdit',
      'mf-header:tickets.titleتذاكري—Edit',
    ]);
    const failedList = screen.getByRole('region', { name: 'Failed translations' });
    expect(within(failedList).getByText('mf-admin:list.search')).toBeInTheDocument();
    expect(within(failedList).queryByText('mf-admin:list.retry')).toBeNull();
    expect(dictionary).toHaveBeenCalledWith('ar');
  });

  it('searches keys and texts, and switches language', async () => {
    await page();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'تذاكري' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search' }), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('mf-header:tickets.title')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    // The search stays: nothing in French matches it.
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
    await waitFor(() => expect(dictionary).toHaveBeenCalledWith('fr'));
  });

  it('writes a failed translation by hand: a text is required, then it is saved', async () => {
    save.mockResolvedValue({
      ok: true,
      data: { keyword: 'mf-admin:list.search', lang: 'ar', value: 'ابحث' },
    });
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'Write the translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    // The English text the translation is made from, from the server.
    expect(await within(dialog).findByText('Search')).toHaveAttribute('lang', 'en');
    expect(english).toHaveBeenCalledWith('mf-admin:list.search');
    const text = within(dialog).getByLabelText('Text');
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.blur(text);
    expect(await within(dialog).findByText('This field is required!')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'ابحث' } });
    const update = within(dialog).getByRole('button', { name: 'Update' });
    await waitFor(() => expect(update).toBeEnabled());
    fireEvent.click(update);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ keyword: 'mf-admin:list.search', lang: 'ar', value: 'ابحث' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a new entry whose key names no namespace', async () => {
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    expect(within(dialog).getByText('Enter the key to see its English text.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'x:made.up' } });
    expect(
      await within(dialog).findByText(
        "This key is not one of the site's strings: there is no English text to translate.",
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'hello' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: 'Bonjour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Invalid value!')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('is refused to a learner', async () => {
    act(() => session$.next(aUser('Learner')));
    await page();
    expect(await screen.findByText('Staff only')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
