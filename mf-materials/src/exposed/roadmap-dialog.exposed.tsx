import { addResources } from '@elearn/i18n';
import { ErrorState, LoadingState, ScopedStyle } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resources } from '../locales';
import { materialsQuery } from '../materials/materials.queries';
import { MATERIALS_CSS } from '../materials/materials.styles';
import { RoadmapDialog as Roadmap } from '../roadmap/roadmap.dialog';
import { knowViewed } from '../viewer/viewed-materials';

export interface RoadmapDialogProps {
  courseId: string;
  progressId: string | null;
  /** What the learner has opened already (the caller's progress): those are not recorded again. */
  viewedMaterials?: string[];
  open: boolean;
  onClose: () => void;
}

/**
 * Exposed as ./RoadmapDialog (loaded by other remotes with RemoteComponent):
 * the course roadmap over the materials the caller may see, shown while `open`.
 */
export default function RoadmapDialog(props: RoadmapDialogProps) {
  const [ready, setReady] = useState(false);
  useState(() => knowViewed(props.progressId, props.viewedMaterials));
  useEffect(() => {
    // Mounted inside another remote: this remote's strings are loaded here.
    void addResources('mf-materials', resources).then(() => setReady(true));
  }, []);
  return ready && props.open ? <Loaded {...props} /> : null;
}

function Loaded({ courseId, progressId, onClose }: RoadmapDialogProps) {
  const { t } = useTranslation('mf-materials');
  const query = useQuery(materialsQuery(courseId));
  return (
    <AntdScope>
      <ScopedStyle name="materials" css={MATERIALS_CSS} />
      {query.data ? (
        <Roadmap courseId={courseId} progressId={progressId} tree={query.data.materials} onClose={onClose} />
      ) : query.isError ? (
        <ErrorState message={t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label={t('loading')} />
      )}
    </AntdScope>
  );
}
