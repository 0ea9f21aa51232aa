import { type MaterialFile, newFolder } from '@elearn/contracts/constants';
import { bus } from '@elearn/platform';
import { fireEvent, screen } from '@testing-library/react';
import { renderMaterials } from '../../test/render';
import { materialsApi } from '../materials/materials.resource';
import RoadmapDialog from './roadmap-dialog.exposed';

jest.mock('../materials/materials.resource', () => ({
  materialsApi: { get: jest.fn(), viewMaterial: jest.fn() },
}));
const get = jest.mocked(materialsApi.get);
const viewMaterial = jest.mocked(materialsApi.viewMaterial);
/** The HTTP client's answer, as much of it as the viewer reads. */
const answer = (status: number, data: object) =>
  ({ status, data }) as unknown as Awaited<ReturnType<typeof materialsApi.viewMaterial>>;

/** An html resource written in the manager: shown from the tree, no download. */
const resource = (id: string, name: string): MaterialFile => ({
  id,
  name,
  type: 'html',
  function: 'study',
  hash: '',
  content: `<p>${name} body</p>`,
  link: '',
  isactive: true,
  isdeleted: false,
  iscompleted: false,
  parent_id: 'u1',
  numberofpages: 0,
});

function course() {
  const unit = newFolder('u1', 'Unit 1', null);
  unit.childrenfiles = [resource('a', 'Notes A'), resource('b', 'Notes B'), resource('c', 'Notes C')];
  return { materials: [unit], permissions: [] };
}

const roadmap = (progressId: string) => (
  <RoadmapDialog courseId="c1" progressId={progressId} viewedMaterials={['a']} open onClose={() => {}} />
);
const path = '/dashboard/courses/c1/materials';

// The map watches which unit is visible; jsdom has no layout, so nothing is ever reported.
class NoIntersections {
  observe() {}
  disconnect() {}
}
Object.assign(window, { IntersectionObserver: NoIntersections });

jest.setTimeout(30_000);
beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  get.mockResolvedValue(course());
  viewMaterial.mockImplementation(async (_progress, materialId) =>
    answer(200, { viewedMaterials: ['a', materialId] }),
  );
});

describe('the roadmap as another remote embeds it', () => {
  it('records each material the learner had not opened once, however often it is shown again', async () => {
    const { unmount } = await renderMaterials(roadmap('p1'), { path });
    fireEvent.click(await screen.findByRole('button', { name: '1 Unit 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unit 1 (3)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Notes A' }));
    expect(await screen.findByText('Notes A body')).toBeInTheDocument();
    // Opened before (the progress says so): not sent again.
    expect(viewMaterial).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next material' }));
    expect(await screen.findByText('Notes B body')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous material' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next material' }));
    expect(await screen.findByText('Notes B body')).toBeInTheDocument();
    expect(viewMaterial.mock.calls).toEqual([['p1', 'b']]);
    unmount();

    // Opened again, it goes on at the last material, which is not sent again either.
    await renderMaterials(roadmap('p1'), { path });
    expect(await screen.findByText('Notes B body')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notes B' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to map' })).toBeInTheDocument();
    expect(viewMaterial).toHaveBeenCalledTimes(1);
  });

  it('records again after the learner starts the course over', async () => {
    localStorage.setItem('materials-roadmap:p4', '1');
    const { unmount } = await renderMaterials(roadmap('p4'), { path });
    expect(await screen.findByText('Notes B body')).toBeInTheDocument();
    unmount();
    bus.emit('progress:reset', { progressId: 'p4' });
    await renderMaterials(roadmap('p4'), { path });
    expect(await screen.findByText('Notes B body')).toBeInTheDocument();
    expect(viewMaterial.mock.calls).toEqual([
      ['p4', 'b'],
      ['p4', 'b'],
    ]);
  });

  it('sends a view again when the first one was refused', async () => {
    viewMaterial.mockResolvedValueOnce(answer(404, {}));
    localStorage.setItem('materials-roadmap:p2', '2');
    const { unmount } = await renderMaterials(roadmap('p2'), { path });
    expect(await screen.findByText('Notes C body')).toBeInTheDocument();
    unmount();
    await renderMaterials(roadmap('p2'), { path });
    expect(await screen.findByText('Notes C body')).toBeInTheDocument();
    expect(viewMaterial.mock.calls).toEqual([
      ['p2', 'c'],
      ['p2', 'c'],
    ]);
  });

  it('opens on the map the first time', async () => {
    await renderMaterials(roadmap('p3'), { path });
    expect(await screen.findByTestId('roadmap-map')).toBeInTheDocument();
    expect(viewMaterial).not.toHaveBeenCalled();
  });
});
