import { bus, withLang } from '@elearn/platform';
import { RemoteComponent, useLang, useReturnFocus } from '@elearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { ForumLink } from '../forum-link/forum-link.component';
import { type CourseProgress, downloadCertificate, postResetProgress } from './progress.resource';
import { placementPath, studyPath } from './study-paths';

/** The first lesson of the first outcome not mastered yet (else the course's first lesson). */
function continueRef(progress: CourseProgress): string | null {
  const mastered = new Set(
    progress.learningPerformance.filter((p) => p.mastered).map((p) => p.learningOutcomeId),
  );
  const modules = progress.course.modules.filter((m) => m.lessons.length > 0);
  const target = modules.find((m) => !mastered.has(m.learningOutcomeId)) ?? modules[0];
  const lesson = target?.lessons[0];
  return target && lesson ? `${target.learningOutcomeId}/${target.id}/${lesson.id}` : null;
}

async function saveCertificate(code: string) {
  const blob = await downloadCertificate(code);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificate-${code}.pdf`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The progress page's actions: continue or view course, roadmap, placement test, certificate, reset. */
export function ProgressActions({ progress }: { progress: CourseProgress }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'progress' });
  const lang = useLang();
  const queryClient = useQueryClient();
  const [roadmap, setRoadmap] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const focus = useReturnFocus(confirmReset);
  const courseId = progress.course._id;
  const next = continueRef(progress);
  const instructor = progress.userCourseRole === 'instructor';

  const reset = async () => {
    if (!progress.progressId) return;
    setResetting(true);
    try {
      await postResetProgress(progress.progressId);
      bus.emit('progress:reset', { progressId: progress.progressId });
      await queryClient.invalidateQueries({ queryKey: ['learning', 'course-progress', courseId] });
      setConfirmReset(false);
    } finally {
      setResetting(false);
    }
  };

  return (
    <div className="ml-progress__actions">
      {instructor ? (
        <ButtonLink
          variant="primary"
          to={withLang(lang, `/course/${encodeURIComponent(progress.course.seoTxt)}`)}
        >
          {t('viewCourse')}
        </ButtonLink>
      ) : (
        next && (
          <ButtonLink variant="primary" to={studyPath(lang, courseId, next, progress.preview)}>
            {t('continue')}
          </ButtonLink>
        )
      )}
      <ForumLink course={{ id: courseId, seoTxt: progress.course.seoTxt }} />
      <Button onClick={() => setRoadmap(true)}>{t('roadmap')}</Button>
      {!progress.preview && (
        <ButtonLink variant="outline" to={placementPath(lang, courseId)}>
          {t('placement')}
        </ButtonLink>
      )}
      {progress.certificate && (
        <>
          <Button type="primary" onClick={() => void saveCertificate(progress.certificate!.code)}>
            {t('certificate.download')}
          </Button>
          <ButtonLink variant="link" to={withLang(lang, `/certificates/${progress.certificate.code}`)}>
            {t('certificate.verify')}
          </ButtonLink>
        </>
      )}
      {progress.progressId && (
        <Button danger onClick={() => setConfirmReset(true)}>
          {t('reset.action')}
        </Button>
      )}
      <Modal
        {...focus}
        open={confirmReset}
        title={t('reset.title')}
        okText={t('reset.confirm')}
        okButtonProps={{ danger: true, loading: resetting }}
        cancelText={t('reset.cancel')}
        onOk={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      >
        <p>{t('reset.body')}</p>
      </Modal>
      {roadmap && (
        <div className="ml-progress__roadmap">
          {/* mf-materials' roadmap, loaded at run time; its notice with Retry shows if it cannot load. */}
          <RemoteComponent
            remote="mf-materials"
            module="./RoadmapDialog"
            props={{
              courseId,
              progressId: progress.progressId,
              viewedMaterials: progress.viewedMaterials,
              open: roadmap,
              onClose: () => setRoadmap(false),
            }}
          />
          <Button type="link" onClick={() => setRoadmap(false)}>
            {t('closeRoadmap')}
          </Button>
        </div>
      )}
    </div>
  );
}
