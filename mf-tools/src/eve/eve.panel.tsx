import { isRtl, refusalOf } from '@elearn/platform';
import { ErrorState, LoadingState, RefusalState, ScopedStyle, useLang, useLocationHref } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import Drawer from 'antd/es/drawer';
import Tabs from 'antd/es/tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseFromUrl } from './course-from-url';
import { eveCss } from './eve.css';
import { eveStateQuery } from './eve.queries';
import { EveChat } from './eve-chat';
import { EveLearners } from './eve-learners';
import type { Threads } from './thread-list';
import { useAutosave } from './use-autosave';

interface Props {
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * Eve's panel (learner-experience §2, §4): a drawer on the inline end side. Loaded on the first
 * opening only (a lazy chunk with antd's Drawer, react-markdown and the chat).
 */
export function EvePanel({ open, onClose, afterClose }: Props) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'eve' });
  const lang = useLang();
  const path = useLocationHref();
  const state = useQuery(eveStateQuery);
  const [threads, setThreads] = useState<Threads | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const save = useAutosave(threads?.list ?? null);

  // The working copy starts from the saved threads, once.
  useEffect(() => {
    if (state.data && !threads) setThreads({ list: state.data.threads, selected: null });
  }, [state.data, threads]);
  // Closing saves what changed (the drawer stays mounted, so the autosave hook alone would not).
  useEffect(() => {
    if (!open) void save().catch(() => undefined);
  }, [open, save]);

  const courses = state.data?.courses ?? [];
  const course = courseFromUrl(path, courses, picked);

  return (
    <AntdScope>
      <ScopedStyle name="eve" css={eveCss} />
      <Drawer
        open={open}
        onClose={onClose}
        afterOpenChange={(visible) => !visible && afterClose()}
        placement={isRtl(lang) ? 'left' : 'right'}
        size="large"
        title={t('title')}
        closable={{ 'aria-label': t('close') }}
        rootClassName="mt-eve"
        data-testid="eve-panel"
      >
        <div ref={root} className="mt-eve-root" style={{ display: 'contents' }}>
          {refusalOf(state.error) && !state.data ? (
            <RefusalState status={refusalOf(state.error) ?? 403} />
          ) : state.isError && !state.data ? (
            <ErrorState
              message={t('loadFailed')}
              retryLabel={t('retry')}
              onRetry={() => void state.refetch()}
              busy={state.isFetching}
            />
          ) : !state.data || !threads ? (
            <LoadingState label={t('loading')} />
          ) : (
            <>
              {courses.length === 0 ? (
                <p className="mt-eve-muted">{t('noCourses')}</p>
              ) : (
                <div className="mt-eve-course">
                  <label htmlFor="mt-eve-course">{t('course')}</label>
                  {/* A native select: keyboard and screen readers for free, and no antd component the host does not share. */}
                  <select
                    id="mt-eve-course"
                    className="mt-eve-select"
                    value={course?.id}
                    onChange={(event) => setPicked(event.target.value)}
                  >
                    {courses.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title}
                      </option>
                    ))}
                  </select>
                  <span className="mt-eve-muted">{t('courseHint')}</span>
                </div>
              )}
              {course?.role === 'instructor' ? (
                <Tabs
                  items={[
                    {
                      key: 'chat',
                      label: t('chatTab'),
                      children: (
                        <EveChat
                          threads={threads}
                          setThreads={(update) => setThreads((current) => current && update(current))}
                          course={course}
                          unlocked={state.data.unlocked}
                          instructorsCanRead={false}
                          save={save}
                          panel={() => root.current?.closest('.ant-drawer') ?? null}
                        />
                      ),
                    },
                    { key: 'learners', label: t('learnersTab'), children: <EveLearners course={course} /> },
                  ]}
                />
              ) : (
                <EveChat
                  threads={threads}
                  setThreads={(update) => setThreads((current) => current && update(current))}
                  course={course}
                  unlocked={state.data.unlocked}
                  instructorsCanRead={state.data.instructorsCanRead}
                  save={save}
                  panel={() => root.current?.closest('.ant-drawer') ?? null}
                />
              )}
            </>
          )}
        </div>
      </Drawer>
    </AntdScope>
  );
}
