import type { WhiteboardSummary } from '@elearn/contracts';
import { QueryState, ScopedStyle, useSession } from '@elearn/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardRequest } from '../whiteboard/board-request';
import { boardsQuery } from '../whiteboard/whiteboard.queries';
import { deleteBoard } from '../whiteboard/whiteboard.resource';
import { hasUnsavedWork, readWorkingCopy, writeWorkingCopy } from '../whiteboard/working-copy';
import { menuCss } from './toolbox-menu.css';

interface Props {
  calculatorOpen: boolean;
  onClose(): void;
  onToggleCalculator(): void;
  onOpenWatch(): void;
  onOpenBoard(request: BoardRequest): void;
}

/**
 * The toolbox menu (spec §2): calculator toggle, watch, New board, the unsaved
 * board, saved boards each with Delete. Confirmations are inline, so focus
 * stays inside the menu and Escape always means "close the menu".
 */
export function ToolboxMenu({
  calculatorOpen,
  onClose,
  onToggleCalculator,
  onOpenWatch,
  onOpenBoard,
}: Props) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'toolbox' });
  const userId = useSession()?.id ?? 'guest';
  const first = useRef<HTMLButtonElement>(null);
  const unsaved = hasUnsavedWork(readWorkingCopy(userId));
  // A board waiting for the "save or discard" answer.
  const [asking, setAsking] = useState<BoardRequest | null>(null);

  useEffect(() => first.current?.focus(), []);

  const open = (request: BoardRequest) => {
    if (request.kind !== 'unsaved' && unsaved) setAsking(request);
    else onOpenBoard(request);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div id="mt-menu" className="mt-menu" role="dialog" aria-label={t('menu')} onKeyDown={onKeyDown}>
      <ScopedStyle name="menu" css={menuCss} />
      <div className="mt-menu__head">
        <h2 className="mt-menu__title">{t('menu')}</h2>
        <button type="button" className="mt-icon" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
      {asking ? (
        <div
          className="mt-ask"
          role="alertdialog"
          aria-labelledby="mt-ask-title"
          aria-describedby="mt-ask-body"
        >
          <p id="mt-ask-title" className="mt-ask__title">
            {t('unsavedTitle')}
          </p>
          <p id="mt-ask-body">{t('unsavedBody')}</p>
          <div className="mt-row">
            <button
              ref={(b) => b?.focus()}
              type="button"
              className="mt-btn mt-btn--primary"
              onClick={() => onOpenBoard({ kind: 'unsaved' })}
            >
              {t('save')}
            </button>
            <button
              type="button"
              className="mt-btn mt-btn--danger"
              onClick={() => {
                writeWorkingCopy(userId, { id: null, name: '', drawings: [], saved: null });
                onOpenBoard(asking);
              }}
            >
              {t('discard')}
            </button>
            <button type="button" className="mt-btn" onClick={() => setAsking(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <ul className="mt-list">
          <li>
            <button
              ref={first}
              type="button"
              className="mt-item"
              aria-pressed={calculatorOpen}
              onClick={onToggleCalculator}
            >
              {calculatorOpen ? t('hideCalculator') : t('calculator')}
            </button>
          </li>
          <li>
            <button type="button" className="mt-item" onClick={onOpenWatch}>
              {t('watch')}
            </button>
          </li>
          <li className="mt-list__group" aria-hidden="true">
            {t('boards')}
          </li>
          <li>
            <button type="button" className="mt-item" onClick={() => open({ kind: 'new' })}>
              {t('newBoard')}
            </button>
          </li>
          {unsaved && (
            <li>
              <button type="button" className="mt-item" onClick={() => open({ kind: 'unsaved' })}>
                {t('unsavedBoard')}
              </button>
            </li>
          )}
          <SavedBoards onOpen={(board) => open({ kind: 'saved', id: board._id, name: board.name })} />
        </ul>
      )}
    </div>
  );
}

function SavedBoards({ onOpen }: { onOpen(board: WhiteboardSummary): void }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'toolbox' });
  const boards = useQuery(boardsQuery);
  return (
    <li>
      <QueryState
        query={boards}
        isEmpty={(list) => list.length === 0}
        empty={<p className="mt-muted">{t('noBoards')}</p>}
        loadingLabel={t('loading')}
        errorMessage={t('boardsFailed')}
        retryLabel={t('retry')}
      >
        {(list) => (
          <ul className="mt-list" aria-label={t('boards')}>
            {list.map((board) => (
              <SavedBoard key={board._id} board={board} onOpen={() => onOpen(board)} />
            ))}
          </ul>
        )}
      </QueryState>
    </li>
  );
}

function SavedBoard({ board, onOpen }: { board: WhiteboardSummary; onOpen(): void }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'toolbox' });
  const client = useQueryClient();
  const userId = useSession()?.id ?? 'guest';
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteBoard(board._id),
    onSuccess: () => {
      // The working copy of a deleted board becomes a new, unsaved board.
      const copy = readWorkingCopy(userId);
      if (copy.id === board._id) writeWorkingCopy(userId, { ...copy, id: null, saved: null });
      client.setQueryData(boardsQuery.queryKey, (list) => list?.filter((b) => b._id !== board._id));
    },
  });
  if (confirming) {
    return (
      <li>
        <div className="mt-confirm" role="alertdialog" aria-label={t('confirmDelete')}>
          <span>{t('confirmDelete')}</span>
          <div className="mt-row">
            <button
              ref={(b) => b?.focus()}
              type="button"
              className="mt-btn mt-btn--danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('delete')}
            </button>
            <button type="button" className="mt-btn" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
          {remove.isError && <span role="alert">{t('deleteFailed')}</span>}
        </div>
      </li>
    );
  }
  return (
    <li className="mt-board">
      <button type="button" className="mt-item" onClick={onOpen}>
        {board.name}
      </button>
      <button
        type="button"
        className="mt-btn mt-btn--danger"
        aria-label={t('deleteBoard', { name: board.name })}
        onClick={() => setConfirming(true)}
      >
        {t('delete')}
      </button>
    </li>
  );
}
