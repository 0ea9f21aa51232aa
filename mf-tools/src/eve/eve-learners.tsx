import type { EveCourse } from '@elearn/contracts';
import { QueryState } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eveTopicsQuery, eveTranscriptsQuery } from './eve.queries';
import { EveMarkdown } from './eve-markdown';

/** For a course's instructor: the lessons learners ask Eve about most, and their conversations (read-only). */
export function EveLearners({ course }: { course: EveCourse }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'eve' });
  const topics = useQuery(eveTopicsQuery(course.id));
  const transcripts = useQuery(eveTranscriptsQuery(course.id));
  const states = { loadingLabel: t('loading'), errorMessage: t('learnersFailed'), retryLabel: t('retry') };
  return (
    <div className="mt-eve-learners">
      <h3>{t('topics')}</h3>
      <QueryState
        query={topics}
        {...states}
        isEmpty={(d) => d.length === 0}
        empty={<p className="mt-eve-muted">{t('noTopics')}</p>}
      >
        {(list) => (
          <ol className="mt-eve-topics">
            {list.map((topic) => (
              <li key={topic.lessonId}>
                <span>{topic.lessonName}</span>{' '}
                <span className="mt-eve-muted">{t('questions', { count: topic.questions })}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <h3>{t('transcripts')}</h3>
      <QueryState
        query={transcripts}
        {...states}
        isEmpty={(d) => d.length === 0}
        empty={<p className="mt-eve-muted">{t('noTranscripts')}</p>}
      >
        {(list) =>
          list.map((transcript) => (
            <details key={transcript.learner.id} className="mt-eve-transcript">
              <summary>{transcript.learner.name}</summary>
              {transcript.threads.map((thread) => (
                <section key={thread.id}>
                  <h4>{thread.name}</h4>
                  {thread.messages.map((m) => (
                    <div
                      key={`${m.sentAt}-${m.fromEve}`}
                      className={m.fromEve ? 'mt-eve-msg mt-eve-msg--eve' : 'mt-eve-msg mt-eve-msg--you'}
                    >
                      <strong className="mt-eve-msg__who">
                        {m.fromEve ? t('eve') : transcript.learner.name}
                      </strong>
                      {m.fromEve ? (
                        <EveMarkdown text={m.content} />
                      ) : (
                        <p className="mt-eve-msg__text">{m.content}</p>
                      )}
                    </div>
                  ))}
                </section>
              ))}
            </details>
          ))
        }
      </QueryState>
    </div>
  );
}
