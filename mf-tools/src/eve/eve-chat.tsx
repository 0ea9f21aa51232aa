import type { EveCourse, EveThread } from '@elearn/contracts';
import { EVE_PROMPT_MAX } from '@elearn/contracts/constants';
import { withLang } from '@elearn/platform';
import { EmptyState, Link, useLang } from '@elearn/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askEve, enhance } from './eve.resource';
import { EveMarkdown } from './eve-markdown';
import { useVoices, VoicePicker } from './eve-voices';
import { PromptEditor } from './prompt-editor';
import { takeScreenshot } from './screenshot';
import { type SpeechProblem, speak } from './speech';
import { addQuestion, deleteThread, setLastMessage, type Threads, takeBackQuestion } from './thread-list';

type Notice =
  | { kind: 'locked' }
  | { kind: 'limit' }
  | { kind: 'error'; text: string }
  | { kind: 'info'; text: string };

interface Props {
  threads: Threads;
  setThreads: (update: (t: Threads) => Threads) => void;
  course: EveCourse | null;
  unlocked: boolean;
  instructorsCanRead: boolean;
  /** Saves now (after each answer). */
  save: () => Promise<void>;
  /** The panel, left out of screenshots. */
  panel: () => Element | null;
}

const SPEECH_KEYS: Record<SpeechProblem, string> = {
  unsupported: 'noSpeech',
  nothing: 'nothingToSpeak',
  voices: 'selectVoices',
};

/** Eve's chat: the thread list, the selected thread's messages and the question box. */
export function EveChat({ threads, setThreads, course, unlocked, instructorsCanRead, save, panel }: Props) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'eve' });
  const lang = useLang();
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [withScreenshot, setWithScreenshot] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(unlocked ? null : { kind: 'locked' });
  const [promptError, setPromptError] = useState<string | null>(null);
  const [showVoices, setShowVoices] = useState(false);
  const voices = useVoices();
  const messagesEnd = useRef<HTMLDivElement>(null);
  const selected = threads.list.find((th) => th.id === threads.selected) ?? null;
  const plans = withLang(lang, '/subscription-options');

  // Follow the answer as it streams in.
  const lastContent = selected?.messages.at(-1)?.content;
  useEffect(() => {
    if (lastContent !== undefined) messagesEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [lastContent]);

  const onEnhance = async () => {
    if (!prompt.trim()) return setPromptError(t('fillPromptFirst'));
    setBusy(true);
    try {
      const outcome = await enhance(prompt, window.location.href);
      if (outcome.ok) setPrompt(outcome.prompt);
      else setPromptError(t('enhanceFailed', { message: outcome.message }));
    } catch (error) {
      setPromptError(t('enhanceFailed', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  const onSend = async () => {
    const question = prompt.trim();
    if (!question || !course || busy) return;
    if (question.length > EVE_PROMPT_MAX)
      return setPromptError(t('promptTooLong', { max: EVE_PROMPT_MAX.toLocaleString(lang) }));
    setBusy(true);
    setNotice(null);
    let screenshot: string | undefined;
    if (withScreenshot) {
      screenshot = (await takeScreenshot(panel())) ?? undefined;
      if (!screenshot) setNotice({ kind: 'info', text: t('screenshotFailed') });
    }
    const newId = crypto.randomUUID();
    const threadId = threads.list.some((th) => th.id === threads.selected) ? threads.selected! : newId;
    setThreads((state) => addQuestion(state, question, course.id, new Date(), () => newId));
    setPrompt('');
    let text = '';
    try {
      const refusal = await askEve(
        { userPrompt: question, courseId: course.id, currentURL: window.location.href, screenshot },
        (event) => {
          if (event.type === 'token') {
            text += event.text;
            setThreads((state) => setLastMessage(state, threadId, text));
          } else if (event.type === 'error') {
            setNotice({ kind: 'error', text: t('answerFailed', { message: event.message }) });
          }
        },
      );
      if (refusal) {
        // The question was not answered: take it back out of the thread and give it back to the box.
        setThreads((state) => takeBackQuestion(state, threadId));
        setPrompt(question);
        if (refusal.code === 'LOCKED') setNotice({ kind: 'locked' });
        else if (refusal.status === 429) setNotice({ kind: 'limit' });
        else setNotice({ kind: 'error', text: t('answerFailed', { message: refusal.message }) });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: t('answerFailed', { message: (error as Error).message }) });
    } finally {
      setBusy(false);
      await save().catch(() => undefined);
    }
  };

  const onSpeak = (content: string) => {
    const problem = speak(content, voices.chosen);
    if (problem) {
      setNotice({ kind: 'error', text: t(SPEECH_KEYS[problem]) });
      if (problem === 'voices') setShowVoices(true);
    }
  };

  return (
    <div className="mt-eve-chat">
      <nav className="mt-eve-threads" aria-label={t('threads')}>
        <Button block onClick={() => setThreads((s) => ({ ...s, selected: null }))}>
          {t('newThread')}
        </Button>
        {threads.list.length === 0 ? (
          <p className="mt-eve-muted">{t('noThreads')}</p>
        ) : (
          <ul>
            {threads.list.map((thread: EveThread) => (
              <li key={thread.id} className={thread.id === threads.selected ? 'is-selected' : undefined}>
                <button
                  type="button"
                  className="mt-eve-thread"
                  aria-current={thread.id === threads.selected ? 'true' : undefined}
                  onClick={() => setThreads((s) => ({ ...s, selected: thread.id }))}
                >
                  {thread.name}
                </button>
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={t('deleteThread', { name: thread.name })}
                  onClick={() => setThreads((s) => deleteThread(s, thread.id))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </nav>

      <section className="mt-eve-conversation" aria-label={selected?.name ?? t('newThread')}>
        {instructorsCanRead && <p className="mt-eve-note">{t('instructorsRead')}</p>}
        <div className="mt-eve-messages" role="log" aria-live="polite" aria-busy={busy}>
          {!selected || selected.messages.length === 0 ? (
            <EmptyState message={t('emptyThread')} />
          ) : (
            selected.messages.map((message) => (
              <article
                // A question and its answer share sentAt; fromEve tells them apart.
                key={`${message.sentAt}-${message.fromEve}`}
                className={message.fromEve ? 'mt-eve-msg mt-eve-msg--eve' : 'mt-eve-msg mt-eve-msg--you'}
              >
                <h3 className="mt-eve-msg__who">{message.fromEve ? t('eve') : t('you')}</h3>
                {message.fromEve ? (
                  message.content ? (
                    <>
                      <EveMarkdown text={message.content} />
                      <Button size="small" type="link" onClick={() => onSpeak(message.content)}>
                        {t('speak')}
                      </Button>
                    </>
                  ) : (
                    <p className="mt-eve-muted">{t('thinking')}</p>
                  )
                ) : (
                  <EveMarkdown text={message.content} />
                )}
              </article>
            ))
          )}
          <div ref={messagesEnd} />
        </div>

        {notice && (
          <Alert
            role="alert"
            type={notice.kind === 'info' ? 'warning' : 'error'}
            showIcon
            closable
            onClose={() => setNotice(null)}
            title={
              notice.kind === 'locked' ? t('locked') : notice.kind === 'limit' ? t('limit') : notice.text
            }
            description={
              notice.kind === 'locked' || notice.kind === 'limit' ? (
                <Link to={plans}>{t('seePlans')}</Link>
              ) : undefined
            }
          />
        )}
        {showVoices && <VoicePicker voices={voices} />}

        <form
          className="mt-eve-composer"
          onSubmit={(event) => {
            event.preventDefault();
            void onSend();
          }}
        >
          <div id="mt-eve-prompt-label" className="mt-eve-label">
            {t('prompt')}
          </div>
          <PromptEditor
            id="mt-eve-prompt"
            labelledBy="mt-eve-prompt-label"
            value={prompt}
            placeholder={t('promptPlaceholder')}
            disabled={!course}
            invalid={Boolean(promptError)}
            describedBy={promptError ? 'mt-eve-prompt-error' : undefined}
            onChange={(markdown) => {
              setPrompt(markdown);
              setPromptError(null);
            }}
            onEnter={() => void onSend()}
          />
          {promptError && (
            <p id="mt-eve-prompt-error" className="mt-eve-error" role="alert">
              {promptError}
            </p>
          )}
          <label className="mt-eve-check">
            <input
              type="checkbox"
              checked={withScreenshot}
              onChange={(event) => setWithScreenshot(event.target.checked)}
            />
            {t('screenshot')}
          </label>
          <div className="mt-eve-actions">
            <Button onClick={() => setShowVoices((v) => !v)} aria-expanded={showVoices}>
              {t('voices')}
            </Button>
            <Button onClick={() => void onEnhance()} disabled={busy || !course}>
              {t('enhance')}
            </Button>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!course || !prompt.trim()}>
              {t('send')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
