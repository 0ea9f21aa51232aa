import type { CourseMindMap, MindMapNode } from '@elearn/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderMaterials } from '../../test/render';
import { MindMapPage } from './mind-map.page';
import { mindMapApi } from './mind-map.resource';

jest.mock('./mind-map.resource', () => ({ mindMapApi: { get: jest.fn() } }));
const get = jest.mocked(mindMapApi.get);
const page = <MindMapPage params={{ courseId: 'algebra' }} />;
const path = '/dashboard/courses/algebra/mind-map';
const routes = ['/dashboard/courses/{courseId}/mind-map'];

const node = (id: string, children: MindMapNode[] = [], description?: string): MindMapNode => ({
  id,
  name: id,
  ...(description ? { description } : {}),
  children,
});
const map = node(
  'Algebra',
  [
    node('Equations', [node('Balance', [], 'Do the same to both sides.'), node('Check')]),
    node('Lines', [node('Slope')]),
  ],
  'The course.',
);
const answer = (mindMap: MindMapNode | null, source: CourseMindMap['source'] = 'stored') =>
  ({ ok: true, data: { courseId: 'c1', title: 'Algebra Foundations', source, mindMap } }) as const;

const item = (name: string) => screen.getByRole('treeitem', { name });
const key = (name: string, k: string) => fireEvent.keyDown(item(name), { key: k });

jest.setTimeout(30_000);
beforeEach(() => jest.resetAllMocks());

describe('mind map page', () => {
  it('opens on three levels as a tree, the root focusable and the rest reachable by keys', async () => {
    get.mockResolvedValue(answer(map));
    await renderMaterials(page, { path, routes });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mind map: Algebra Foundations' }),
    ).toBeInTheDocument();
    const tree = screen.getByRole('tree', { name: 'Mind map of Algebra Foundations' });
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((n) => n.textContent),
    ).toEqual(['Algebra−', 'Equations−', 'Balance', 'Check', 'Lines−', 'Slope']);
    expect(item('Algebra')).toHaveAttribute('tabindex', '0');
    expect(item('Algebra')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Equations')).toHaveAttribute('tabindex', '-1');
    expect(item('Equations')).toHaveAttribute('aria-level', '2');
    expect(item('Lines')).toHaveAttribute('aria-posinset', '2');
    expect(item('Balance')).not.toHaveAttribute('aria-expanded');

    act(() => item('Algebra').focus());
    key('Algebra', 'ArrowDown');
    expect(item('Equations')).toHaveFocus();
    expect(item('Equations')).toHaveAttribute('tabindex', '0');
    expect(item('Algebra')).toHaveAttribute('tabindex', '-1');
    key('Equations', 'ArrowLeft');
    expect(item('Equations')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'Balance' })).not.toBeInTheDocument();
    key('Equations', 'ArrowRight');
    expect(item('Equations')).toHaveAttribute('aria-expanded', 'true');
    key('Equations', 'ArrowRight');
    expect(item('Balance')).toHaveFocus();
    key('Balance', 'Enter');
    const details = screen.getByRole('complementary', { name: 'Node details' });
    expect(within(details).getByRole('heading', { name: 'Balance' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Do the same to both sides.');
    expect(item('Balance')).toHaveAttribute('aria-selected', 'true');
    key('Balance', 'ArrowLeft');
    expect(item('Equations')).toHaveFocus();
    key('Equations', 'End');
    expect(item('Slope')).toHaveFocus();
    key('Slope', ' ');
    expect(details).toHaveTextContent('This node has no description.');
    key('Slope', 'Home');
    expect(item('Algebra')).toHaveFocus();
  });

  it('mirrors Left and Right in Arabic', async () => {
    get.mockResolvedValue(answer(map));
    await renderMaterials(page, { path, routes, lang: 'ar' });
    act(() => item('Equations').focus());
    key('Equations', 'ArrowRight');
    expect(item('Equations')).toHaveAttribute('aria-expanded', 'false');
    key('Equations', 'ArrowLeft');
    expect(item('Equations')).toHaveAttribute('aria-expanded', 'true');
    key('Equations', 'ArrowLeft');
    expect(item('Balance')).toHaveFocus();
    key('Balance', 'ArrowRight');
    expect(item('Equations')).toHaveFocus();
  });

  it('opens and closes a node from its + and −, shows a node clicked, and zooms within 50–200%', async () => {
    get.mockResolvedValue(answer(map, 'outline'));
    await renderMaterials(page, { path, routes });
    expect(screen.getByText(/Drawn from the course’s outline/)).toBeInTheDocument();
    fireEvent.click(within(item('Lines')).getByText('−'));
    expect(screen.queryByRole('treeitem', { name: 'Slope' })).not.toBeInTheDocument();
    expect(item('Lines')).toHaveFocus();
    fireEvent.click(within(item('Lines')).getByText('+'));
    expect(item('Slope')).toBeInTheDocument();
    fireEvent.click(item('Algebra'));
    expect(screen.getByRole('complementary')).toHaveTextContent('The course.');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i++) fireEvent.click(zoomIn);
    expect(screen.getByText('200%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.getByText('100%')).toBeInTheDocument();
    fireEvent.wheel(screen.getByTestId('mind-map-pane'), { deltaY: 100, ctrlKey: true });
    expect(screen.getByText('90%')).toBeInTheDocument();
  });

  it('says when the course has no mind map', async () => {
    get.mockResolvedValue(answer(null, 'outline'));
    await renderMaterials(page, { path, routes });
    expect(
      screen.getByText('This course has no mind map yet: it has no learning outcomes or modules.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it('tells an unknown course and a course of others apart from a failure, which offers Retry', async () => {
    get.mockResolvedValueOnce({ ok: false, status: 404 });
    const { unmount } = await renderMaterials(page, { path, routes });
    expect(screen.getByRole('heading', { name: 'There is no such course.' })).toBeInTheDocument();
    unmount();

    get.mockResolvedValueOnce({ ok: false, status: 403 });
    const second = await renderMaterials(page, { path, routes });
    expect(
      screen.getByRole('heading', {
        name: 'Only the course’s learners and instructors can see its mind map.',
      }),
    ).toBeInTheDocument();
    second.unmount();

    get.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(answer(map));
    await renderMaterials(page, { path, routes });
    expect(screen.getByText('The mind map could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tree')).toBeInTheDocument();
  });
});
