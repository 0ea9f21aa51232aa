import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { MaterialFile, MaterialFolder } from '@elearn/contracts/constants';
import { useReturnFocus } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import { createContext, type KeyboardEvent, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../materials/file-icon';
import { type DropTarget, moveAmongSiblings, moveItem } from './organize-rules';

const TOP = 'organize-top';
type DropData = { kind: 'folder' | 'file'; id: string } | { kind: 'top' };
type DragData = { name: string };

/** The keyboard's move of an item one place among its siblings (ArrowUp -1, ArrowDown +1). */
const StepContext = createContext<(id: string, name: string, step: -1 | 1) => void>(() => undefined);

/** Never the dragged item itself; the pointer's target first, else the largest overlap. */
const collisions: CollisionDetection = (args) => {
  const others = {
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => c.id !== args.active.id),
  };
  const byPointer = pointerWithin(others);
  return byPointer.length ? byPointer : rectIntersection(others);
};

/**
 * Organize Folders (authoring §2, §4 "Drag and drop"): the tree full screen,
 * each folder and file dragged by its grip with the pointer, or moved with the
 * keyboard one place at a time among its siblings (the grip focused, ArrowUp or
 * ArrowDown: never by pixels, so never into another folder by accident). Let go on the top-level zone, a folder's top quarter,
 * middle or bottom quarter, or a file, the item lands before, inside or after
 * it (`moveItem`); an invalid move re-adds it at the bottom with the error.
 * Apply hands the new order to the manager (saved with Save Course Material).
 */
export function OrganizeDialog({
  tree,
  onApply,
  onCancel,
}: {
  tree: MaterialFolder[];
  onApply: (tree: MaterialFolder[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mf-materials');
  const [toast, toastHolder] = message.useMessage();
  const [draft, setDraft] = useState(tree);
  const [changed, setChanged] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [announcement, setAnnouncement] = useState('');
  const step = (id: string, name: string, by: -1 | 1) => {
    const result = moveAmongSiblings(draft, id, by);
    if (!result) {
      setAnnouncement(t(by < 0 ? 'organize.atFirst' : 'organize.atLast', { name }));
      return;
    }
    setDraft(result.tree);
    setChanged(true);
    setAnnouncement(t('organize.movedTo', { name, position: result.position, count: result.count }));
  };
  const nameOf = (data: unknown) => (data as DragData | undefined)?.name ?? '';

  const onDragEnd = ({ active, over, activatorEvent, delta }: DragEndEvent) => {
    if (!over) return;
    const data = over.data.current as DropData;
    // Where the item was let go: the pointer, else the moved row's middle.
    const moved = active.rect.current.translated;
    const y =
      activatorEvent instanceof PointerEvent || activatorEvent instanceof MouseEvent
        ? activatorEvent.clientY + delta.y
        : moved
          ? moved.top + moved.height / 2
          : over.rect.top;
    const fraction = Math.min(1, Math.max(0, (y - over.rect.top) / (over.rect.height || 1)));
    const target: DropTarget = data.kind === 'top' ? { kind: 'top' } : { ...data, fraction };
    const result = moveItem(draft, String(active.id), target);
    setDraft(result.tree);
    setChanged(true);
    if (!result.valid) void toast.error(t('organize.invalid'));
  };

  const focus = useReturnFocus(true);
  return (
    <AntdScope>
      {toastHolder}
      <Modal
        open
        {...focus}
        title={t('organize.title')}
        onCancel={onCancel}
        width="100vw"
        className="organize-modal"
        style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
        styles={{ body: { minHeight: 'calc(100vh - 140px)' } }}
        footer={[
          <Button key="cancel" onClick={onCancel}>
            {t('cancel')}
          </Button>,
          <Button key="apply" type="primary" disabled={!changed} onClick={() => onApply(draft)}>
            {t('organize.apply')}
          </Button>,
        ]}
      >
        <p className="materials-counts">{t('organize.help')}</p>
        <p role="status" className="organize-status">
          {announcement}
        </p>
        <StepContext.Provider value={step}>
          <DndContext
            sensors={sensors}
            collisionDetection={collisions}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('organize.instructions') },
              announcements: {
                onDragStart: ({ active }) => t('organize.picked', { name: nameOf(active.data.current) }),
                onDragOver: ({ over }) =>
                  over
                    ? t('organize.over', { name: nameOf(over.data.current) || t('organize.top') })
                    : undefined,
                onDragEnd: ({ active }) => t('organize.dropped', { name: nameOf(active.data.current) }),
                onDragCancel: ({ active }) => t('organize.cancelled', { name: nameOf(active.data.current) }),
              },
            }}
          >
            {draft.length ? (
              <ul className="materials-tree organize-tree">
                {draft.map((folder) => (
                  <FolderRow key={folder.id} folder={folder} />
                ))}
              </ul>
            ) : (
              <p className="materials-empty">{t('noFolders')}</p>
            )}
            <TopZone />
          </DndContext>
        </StepContext.Provider>
      </Modal>
    </AntdScope>
  );
}

function TopZone() {
  const { t } = useTranslation('mf-materials');
  const { setNodeRef, isOver } = useDroppable({ id: TOP, data: { kind: 'top', name: t('organize.top') } });
  return (
    <div
      ref={setNodeRef}
      className={`organize-top${isOver ? ' organize-over' : ''}`}
      data-testid="organize-top"
    >
      {t('organize.top')}
    </div>
  );
}

/** A row that is both dragged (by its grip) and dropped on. */
function Row({
  id,
  kind,
  name,
  children,
}: {
  id: string;
  kind: 'folder' | 'file';
  name: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('mf-materials');
  const drag = useDraggable({ id, data: { name } });
  const drop = useDroppable({ id, data: { kind, id, name } });
  const step = useContext(StepContext);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(id, name, event.key === 'ArrowUp' ? -1 : 1);
  };
  const style = drag.transform
    ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`, zIndex: 2 }
    : undefined;
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={style}
      className={`materials-row organize-row${drop.isOver ? ' organize-over' : ''}${drag.isDragging ? ' organize-dragging' : ''}`}
      data-testid={`organize-${kind}`}
      data-name={name}
    >
      <button
        type="button"
        className="organize-handle"
        aria-label={t('organize.move', { name })}
        ref={drag.setActivatorNodeRef}
        {...drag.attributes}
        aria-keyshortcuts="ArrowUp ArrowDown"
        {...drag.listeners}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      {children}
    </div>
  );
}

function FolderRow({ folder }: { folder: MaterialFolder }) {
  const { t } = useTranslation('mf-materials');
  const [open, setOpen] = useState(true);
  return (
    <li>
      <Row id={folder.id} kind="folder" name={folder.name}>
        <button
          type="button"
          className="materials-toggle"
          aria-expanded={open}
          aria-label={t(open ? 'collapse' : 'expand', { name: folder.name })}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden>{open ? '−' : '+'}</span>
        </button>
        <bdi className="materials-name">{folder.name}</bdi>
      </Row>
      {open && (
        <ul>
          {folder.childrenfolders.map((child) => (
            <FolderRow key={child.id} folder={child} />
          ))}
          {folder.childrenfiles.map((file) => (
            <FileRow key={file.id} file={file} />
          ))}
        </ul>
      )}
    </li>
  );
}

function FileRow({ file }: { file: MaterialFile }) {
  return (
    <li>
      <Row id={file.id} kind="file" name={file.name}>
        <FileIcon type={file.type} /> <bdi>{file.name}</bdi>
      </Row>
    </li>
  );
}
