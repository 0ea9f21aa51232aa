import type { MaterialFile } from '@elearn/contracts/constants';
import { addResources } from '@elearn/i18n';
import { QueryState, ScopedStyle } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resources } from '../locales';
import { MaterialTree } from '../materials/material-tree.component';
import { materialsQuery } from '../materials/materials.queries';
import { MATERIALS_CSS } from '../materials/materials.styles';
import { MindMapLink } from '../mind-map/mind-map-link.component';
import { knowViewed } from '../viewer/viewed-materials';

const ViewerDialog = lazy(() => import('../viewer/viewer.dialog').then((m) => ({ default: m.ViewerDialog })));

export interface MaterialsPanelProps {
  courseId: string;
  progressId: string | null;
  /** What the learner has opened already (the caller's progress): those are not recorded again. */
  viewedMaterials?: string[];
}

/**
 * Exposed as ./MaterialsPanel (loaded by other remotes with RemoteComponent):
 * the course's materials as the viewer may see them (learners: active and not
 * deleted only, decided by the API) as a tree; a file opens the viewer, and a
 * learner's first opening of it is recorded on `progressId`.
 */
export default function MaterialsPanel({ courseId, progressId, viewedMaterials }: MaterialsPanelProps) {
  const [ready, setReady] = useState(false);
  useState(() => knowViewed(progressId, viewedMaterials));
  useEffect(() => {
    // Mounted inside another remote: this remote's strings are loaded here, not by its lifecycles.
    void addResources('mf-materials', resources).then(() => setReady(true));
  }, []);
  return ready ? <Panel courseId={courseId} progressId={progressId} /> : null;
}

function Panel({ courseId, progressId }: MaterialsPanelProps) {
  const { t } = useTranslation('mf-materials');
  const query = useQuery(materialsQuery(courseId));
  const [open, setOpen] = useState<MaterialFile | null>(null);
  return (
    <section aria-label={t('panel.title')}>
      <ScopedStyle name="materials" css={MATERIALS_CSS} />
      <p className="materials-actions">
        <MindMapLink courseId={courseId} />
      </p>
      <QueryState
        query={query}
        loadingLabel={t('loading')}
        errorMessage={t('failed')}
        retryLabel={t('retry')}
      >
        {(data) => <MaterialTree tree={data.materials} actions={{ onOpen: setOpen }} />}
      </QueryState>
      {open && (
        <Suspense fallback={null}>
          <ViewerDialog
            file={open}
            progressId={progressId}
            courseId={courseId}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
