import type { DrawingItem } from '@elearn/contracts';
import { PEN_SIZE_DEFAULT, PEN_SIZE_MAX, PEN_SIZE_MIN, WHITEBOARD_TOOLS } from '@elearn/contracts/constants';
import { ErrorState, LoadingState, ScopedStyle, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchCss } from '../timer/watch.css';
import { add, type History, redo, undo } from './board-history';
import type { BoardRequest } from './board-request';
import { whiteboardCss } from './whiteboard.css';
import { boardQuery, boardsQuery } from './whiteboard.queries';
import { type SaveOutcome, saveBoard } from './whiteboard.resource';
import { type CanvasTool, WhiteboardCanvas } from './whiteboard-canvas';
import {
  blankCopy,
  hasUnsavedWork,
  readWorkingCopy,
  snapshotOf,
  type WorkingCopy,
  writeWorkingCopy,
} from './working-copy';

interface Props {
  request: BoardRequest;
  open: boolean;
  onClose(): void;
  afterClose(): void;
}

const TOOL_GLYPHS: Record<CanvasTool, string> = {
  cursor: '✥',
  pen: '✎',
  erase: '⌫',
  line: '╱',
  rect: '▭',
  circle: '◯',
  right_triangle: '◺',
  isosceles_triangle: '△',
  path: '∿',
};
const TOOLS: CanvasTool[] = ['cursor', ...WHITEBOARD_TOOLS];

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** The whiteboard dialog (learner-experience §2–5, §9): a fullscreen board from the toolbox menu. */
export function WhiteboardTool({ request, open, onClose, afterClose }: Props) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'whiteboard' });
  const saved = useQuery({
    ...boardQuery(request.kind === 'saved' ? request.id : ''),
    enabled: request.kind === 'saved',
  });
  const userId = useSession()?.id ?? 'guest';
  const [copy, setCopy] = useState<WorkingCopy | null>(() =>
    request.kind === 'unsaved' ? readWorkingCopy(userId) : request.kind === 'new' ? blankCopy() : null,
  );

  // A saved board becomes the working copy once it arrives.
  useEffect(() => {
    if (request.kind !== 'saved' || !saved.data || copy) return;
    const board = saved.data;
    setCopy({ id: board._id, name: board.name, drawings: board.drawings, saved: snapshotOf(board) });
  }, [request.kind, saved.data, copy]);
  useEffect(() => {
    if (copy) writeWorkingCopy(userId, copy);
  }, [copy, userId]);

  let body: React.ReactNode;
  if (copy) body = <Board copy={copy} onChange={setCopy} />;
  else if (saved.isError || saved.data === null)
    body = (
      <ErrorState message={t('loadFailed')} onRetry={() => void saved.refetch()} busy={saved.isFetching} />
    );
  else body = <LoadingState />;

  return (
    <AntdScope>
      <ScopedStyle name="watch" css={watchCss} />
      <ScopedStyle name="whiteboard" css={whiteboardCss} />
      <Modal
        open={open}
        title={t('title')}
        onCancel={onClose}
        afterClose={afterClose}
        footer={null}
        width="100%"
        className="mt-fullscreen"
        // Escape inside the board's name field or canvas still closes the dialog (antd listens on the dialog).
        keyboard
      >
        {body}
      </Modal>
    </AntdScope>
  );
}

function Board({ copy, onChange }: { copy: WorkingCopy; onChange(copy: WorkingCopy): void }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'whiteboard' });
  const client = useQueryClient();
  const stageRef = useRef<KonvaStage | null>(null);
  const [tool, setTool] = useState<CanvasTool>('cursor');
  const [lineWidth, setLineWidth] = useState(PEN_SIZE_DEFAULT);
  const [color, setColor] = useState('#000000');
  const [fillOn, setFillOn] = useState(false);
  const [fill, setFill] = useState('#ffd666');
  const [undone, setUndone] = useState<DrawingItem[]>([]);
  const [view, setView] = useState({ x: 0, y: 0, scale: 1 });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const apply = (change: (h: History) => History) => {
    const next = change({ drawings: copy.drawings, undone });
    setUndone(next.undone);
    onChange({ ...copy, drawings: next.drawings });
    setStatus({ kind: 'idle' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement).tagName === 'INPUT') return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) apply(undo);
    else if (key === 'y' || (key === 'z' && event.shiftKey)) apply(redo);
    else return;
    event.preventDefault();
  };

  const save = async () => {
    if (!copy.name.trim()) return setStatus({ kind: 'error', message: t('needName') });
    if (!hasUnsavedWork(copy)) return setStatus({ kind: 'error', message: t('nothingNew') });
    setStatus({ kind: 'saving' });
    const snapshot = snapshotOf(copy);
    let outcome: SaveOutcome;
    try {
      outcome = await saveBoard({
        name: copy.name.trim(),
        drawings: copy.drawings,
        ...(copy.id ? { _id: copy.id } : {}),
      });
    } catch {
      return setStatus({ kind: 'error', message: t('saveFailed') });
    }
    if (!outcome.ok && outcome.reason === 'gone') {
      // Deleted elsewhere: the drawing is kept and saved again as a new board.
      onChange({ ...copy, id: null, saved: null });
      return setStatus({ kind: 'error', message: t('saveFailed') });
    }
    if (!outcome.ok) {
      const messages = {
        gone: t('saveFailed'),
        tooLarge: t('tooLarge'),
        tooMany: t('tooMany'),
        invalid: t('invalid'),
        nameLength: t('nameLength'),
      };
      return setStatus({ kind: 'error', message: messages[outcome.reason] });
    }
    onChange({ ...copy, id: outcome.id, saved: snapshot });
    setStatus({ kind: 'saved' });
    void client.invalidateQueries({ queryKey: boardsQuery.queryKey });
  };
  const exportPng = () => {
    const url = stageRef.current?.toDataURL({ mimeType: 'image/png', pixelRatio: 2 });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${copy.name.trim() || 'whiteboard'}.png`;
    link.click();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Z / Ctrl+Y anywhere on the board (the buttons do the same).
    <div className="mt-board" onKeyDown={onKeyDown}>
      <div className="mt-board__bar" role="toolbar" aria-label={t('tools')}>
        <div className="mt-board__group">
          {TOOLS.map((id) => (
            <Button
              key={id}
              type={tool === id ? 'primary' : 'default'}
              aria-pressed={tool === id}
              aria-label={t(`tool.${id}`)}
              title={t(`tool.${id}`)}
              onClick={() => setTool(id)}
            >
              <span aria-hidden="true">{TOOL_GLYPHS[id]}</span>
            </Button>
          ))}
        </div>
        <div className="mt-board__group">
          <label className="mt-board__field">
            {t('size')}
            <input
              type="range"
              min={PEN_SIZE_MIN}
              max={PEN_SIZE_MAX}
              value={lineWidth}
              onChange={(event) => setLineWidth(Number(event.target.value))}
            />
            <span dir="ltr">{lineWidth}</span>
          </label>
          <label className="mt-board__field">
            {t('colour')}
            <input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
          </label>
          <label className="mt-board__field">
            <input type="checkbox" checked={fillOn} onChange={(event) => setFillOn(event.target.checked)} />
            {t('fill')}
          </label>
          <input
            type="color"
            aria-label={t('fillColour')}
            value={fill}
            disabled={!fillOn}
            onChange={(event) => setFill(event.target.value)}
          />
        </div>
        <div className="mt-board__group">
          <Button onClick={() => apply(undo)} disabled={copy.drawings.length === 0}>
            {t('undo')}
          </Button>
          <Button onClick={() => apply(redo)} disabled={undone.length === 0}>
            {t('redo')}
          </Button>
          <Button onClick={() => setView({ x: 0, y: 0, scale: 1 })}>{t('resetView')}</Button>
          <Button onClick={exportPng}>{t('export')}</Button>
        </div>
        <div className="mt-board__group">
          <Input
            aria-label={t('name')}
            placeholder={t('name')}
            value={copy.name}
            maxLength={100}
            onChange={(event) => {
              onChange({ ...copy, name: event.target.value });
              setStatus({ kind: 'idle' });
            }}
            onPressEnter={() => void save()}
            style={{ inlineSize: 180 }}
          />
          <Button type="primary" loading={status.kind === 'saving'} onClick={() => void save()}>
            {t('save')}
          </Button>
          <span role="status" className={status.kind === 'error' ? 'mt-board__error' : 'mt-board__ok'}>
            {status.kind === 'saved' ? t('saved') : status.kind === 'error' ? status.message : ''}
          </span>
        </div>
      </div>
      <WhiteboardCanvas
        drawings={copy.drawings}
        tool={tool}
        style={{ lineWidth, color, fill: fillOn ? fill : null }}
        onDrawn={(item) => apply((h) => add(h, item))}
        stageRef={stageRef}
        view={view}
        onView={setView}
        label={t('canvas')}
      />
    </div>
  );
}
