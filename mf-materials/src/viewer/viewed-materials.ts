import { bus } from '@elearn/platform';
import { materialsApi } from '../materials/materials.resource';

/**
 * The materials each course progress has opened, as far as this page knows:
 * the lists the embedding pages loaded (course progress, study lesson) and
 * every answer of viewMaterial, so each material is sent once
 * (learner-experience §2), not on every opening. The endpoint is idempotent
 * too; this spares the request. A progress started over forgets its own.
 */
const known = new Map<string, Set<string>>();
bus.on('progress:reset').subscribe(({ progressId }) => known.delete(progressId));

const knownOf = (progressId: string) => {
  let viewed = known.get(progressId);
  if (!viewed) {
    viewed = new Set();
    known.set(progressId, viewed);
  }
  return viewed;
};

/** Adds what the embedding page loaded (it may be older than views made since, so nothing is dropped). */
export function knowViewed(progressId: string | null, viewedMaterials: readonly string[] | undefined): void {
  if (!progressId || !viewedMaterials) return;
  const viewed = knownOf(progressId);
  for (const id of viewedMaterials) viewed.add(id);
}

/** Records a learner's first opening of a material; nothing when it is known to be viewed. */
export function recordView(progressId: string, materialId: string): void {
  const viewed = knownOf(progressId);
  if (viewed.has(materialId)) return;
  // Counted at once: a second opening while the first is on its way sends nothing.
  viewed.add(materialId);
  const forget = () => viewed.delete(materialId);
  materialsApi.viewMaterial(progressId, materialId).then((response) => {
    if (response.status !== 200) {
      forget();
      return;
    }
    for (const id of (response.data as { viewedMaterials?: string[] }).viewedMaterials ?? []) viewed.add(id);
  }, forget);
}
