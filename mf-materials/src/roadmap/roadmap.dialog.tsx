import CompressOutlined from '@ant-design/icons/CompressOutlined';
import ExpandOutlined from '@ant-design/icons/ExpandOutlined';
import { filesInOrder, type MaterialFile, type MaterialFolder } from '@elearn/contracts/constants';
import { isRtl } from '@elearn/platform';
import { useFocusOnChange, useLang, useReturnFocus } from '@elearn/ui';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../materials/file-icon';
import { MindMapLink } from '../mind-map/mind-map-link.component';
import { FileView } from '../viewer/file-view.component';
import {
  clampIndex,
  currentUnit,
  type Lesson,
  roadmapStorageKey,
  SCROLL_STEP,
  SCROLL_TICK_MS,
  unitsOf,
} from './roadmap-rules';

/** Portrait screens scroll the map vertically, landscape ones horizontally. */
function usePortrait() {
  const query = '(orientation: portrait)';
  const [portrait, setPortrait] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const change = () => setPortrait(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return portrait;
}

/**
 * The course roadmap (learner-experience §2): a map of units as expandable
 * cards; a unit shows its lessons, a lesson a popup of its files, a file the
 * viewer with previous/next (hidden at the ends) and a return to the map. The
 * last viewed file's index is kept in browser storage per progress, and the
 * roadmap opens again on that file.
 */
export function RoadmapDialog({
  courseId,
  progressId,
  tree,
  onClose,
}: {
  courseId: string;
  progressId: string | null;
  tree: MaterialFolder[];
  onClose: () => void;
}) {
  const { t } = useTranslation('mf-materials');
  const units = useMemo(() => unitsOf(tree), [tree]);
  const files = useMemo(() => filesInOrder(tree), [tree]);
  const storageKey = roadmapStorageKey(courseId, progressId);
  const [stored] = useState(() => localStorage.getItem(storageKey));
  const [index, setIndex] = useState(() => clampIndex(stored, files.length));
  // Opened again: the learner goes on where they left off (the map is one click away).
  const [viewing, setViewing] = useState(() => stored !== null && files.length > 0);
  const [fullscreen, setFullscreen] = useState(false);
  const [lesson, setLesson] = useState<Lesson | null>(null);
  const focus = useReturnFocus(true);
  const lessonFocus = useReturnFocus(lesson !== null);
  // Opening a file from the lesson's popup replaces the map: focus goes to the file's name.
  const fileName = useFocusOnChange<HTMLElement>(viewing ? index : null);
  // "Back to map" leaves with its button: focus goes to the map.
  const map = useFocusOnChange<HTMLDivElement>(viewing);

  const show = (file: MaterialFile) => {
    const at = files.findIndex((f) => f.id === file.id);
    setIndex(at);
    localStorage.setItem(storageKey, String(at));
    setLesson(null);
    setViewing(true);
  };
  const step = (by: number) => {
    const at = clampIndex(String(index + by), files.length);
    setIndex(at);
    localStorage.setItem(storageKey, String(at));
  };
  const file = files[index];

  return (
    <Modal
      {...focus}
      open
      onCancel={onClose}
      title={t('roadmap.title')}
      footer={null}
      width={fullscreen ? '100vw' : 'min(1200px, 96vw)'}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: '5vh' }}
      styles={{
        body: { blockSize: fullscreen ? 'calc(100vh - 64px)' : 'calc(90vh - 64px)', overflow: 'auto' },
      }}
      destroyOnHidden
    >
      <div className="materials-actions">
        <Button
          icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
          onClick={() => setFullscreen((f) => !f)}
        >
          {t(fullscreen ? 'roadmap.exitFullscreen' : 'roadmap.fullscreen')}
        </Button>
        {viewing && <Button onClick={() => setViewing(false)}>{t('roadmap.backToMap')}</Button>}
        <MindMapLink courseId={courseId} />
      </div>
      {viewing && file ? (
        <section aria-label={file.name}>
          <div className="materials-actions">
            {index > 0 && <Button onClick={() => step(-1)}>{t('roadmap.previous')}</Button>}
            <strong ref={fileName} tabIndex={-1}>
              {file.name}
            </strong>
            {index < files.length - 1 && <Button onClick={() => step(1)}>{t('roadmap.next')}</Button>}
          </div>
          <FileView file={file} progressId={progressId} courseId={courseId} />
        </section>
      ) : (
        <div ref={map} tabIndex={-1} className="materials-roadmap-map">
          <RoadmapMap units={units} onLesson={setLesson} />
        </div>
      )}
      {lesson && (
        <Modal open title={lesson.name} footer={null} onCancel={() => setLesson(null)} {...lessonFocus}>
          {lesson.files.length ? (
            <ul className="materials-tree">
              {lesson.files.map((f) => (
                <li key={f.id}>
                  <button type="button" className="materials-file" onClick={() => show(f)}>
                    <FileIcon type={f.type} /> <span>{f.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="materials-empty">{t('noContent')}</p>
          )}
        </Modal>
      )}
    </Modal>
  );
}

function RoadmapMap({
  units,
  onLesson,
}: {
  units: ReturnType<typeof unitsOf>;
  onLesson: (l: Lesson) => void;
}) {
  const { t } = useTranslation('mf-materials');
  const rtl = isRtl(useLang());
  const portrait = usePortrait();
  const scroller = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(units[0]?.id ?? null);
  const timer = useRef<number | undefined>(undefined);

  // The unit most visible (60% threshold) names the badge.
  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const ratios = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) ratios.set((e.target as HTMLElement).dataset.unit!, e.intersectionRatio);
        setCurrent((previous) => currentUnit(ratios, previous));
      },
      { root, threshold: [0, 0.25, 0.5, 0.6, 0.75, 1] },
    );
    for (const card of root.querySelectorAll('[data-unit]')) observer.observe(card);
    return () => observer.disconnect();
  }, []);

  const stop = () => window.clearInterval(timer.current);
  useEffect(() => () => window.clearInterval(timer.current), []);
  const hold = (direction: 1 | -1) => {
    stop();
    const px = SCROLL_STEP[portrait ? 'portrait' : 'landscape'] * direction;
    // In right-to-left the inline axis runs the other way.
    const scroll = () =>
      portrait
        ? scroller.current?.scrollBy({ top: px })
        : scroller.current?.scrollBy({ left: rtl ? -px : px });
    scroll();
    timer.current = window.setInterval(scroll, SCROLL_TICK_MS);
  };
  const arrow = (direction: 1 | -1) => (
    <Button
      aria-label={t(direction === 1 ? 'roadmap.scrollForward' : 'roadmap.scrollBack')}
      onPointerDown={() => hold(direction)}
      onPointerUp={stop}
      onPointerLeave={stop}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          scroller.current?.scrollBy(
            portrait ? { top: 200 * direction } : { left: (rtl ? -200 : 200) * direction },
          );
        }
      }}
    >
      {portrait ? (direction === 1 ? '↓' : '↑') : direction === 1 ? (rtl ? '←' : '→') : rtl ? '→' : '←'}
    </Button>
  );
  const name = units.find((u) => u.id === current)?.name;

  if (!units.length) return <p className="materials-empty">{t('noFolders')}</p>;
  return (
    <div>
      {name && (
        <Tag color="blue" aria-live="polite">
          {t('roadmap.currentUnit', { name })}
        </Tag>
      )}
      <div className="materials-actions">
        {arrow(-1)}
        {arrow(1)}
      </div>
      <div
        ref={scroller}
        className={`roadmap-map ${portrait ? 'roadmap-portrait' : 'roadmap-landscape'}`}
        data-testid="roadmap-map"
      >
        {units.map((unit, i) => (
          <article key={unit.id} data-unit={unit.id} className="roadmap-unit">
            <button
              type="button"
              className="roadmap-unit-head"
              aria-expanded={open === unit.id}
              onClick={() => setOpen((o) => (o === unit.id ? null : unit.id))}
            >
              <span className="roadmap-number">{i + 1}</span> {unit.name}
            </button>
            {open === unit.id && (
              <ul className="materials-tree">
                {unit.lessons.length ? (
                  unit.lessons.map((lesson) => (
                    <li key={lesson.id}>
                      <Button type="link" onClick={() => onLesson(lesson)}>
                        {lesson.name} ({lesson.files.length})
                      </Button>
                    </li>
                  ))
                ) : (
                  <li className="materials-empty">{t('noContent')}</li>
                )}
              </ul>
            )}
          </article>
        ))}
      </div>
    </div>
  );
}
