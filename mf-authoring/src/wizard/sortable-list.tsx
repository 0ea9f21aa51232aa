import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What an item's drag handle spreads on its button (pointer and keyboard: Space, arrows, Space). */
export type HandleProps = Record<string, unknown>;

/**
 * A list reordered by drag and drop with @dnd-kit (pointer and keyboard, with
 * its live announcements translated). `onMove` gets the list in its new order.
 */
export function SortableList<T extends { tempId: string }>({
  items,
  onMove,
  label,
  children,
}: {
  items: T[];
  onMove: (items: T[]) => void;
  /** What the items are, for the announcements ("learning outcome"). */
  label: string;
  children: (item: T, index: number, handle: HandleProps) => ReactNode;
}) {
  const { t } = useTranslation('mf-authoring');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: unknown) => items.findIndex((item) => item.tempId === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(arrayMove(items, position(active.id) - 1, position(over.id) - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.picked', { what: label, n: position(active.id) }),
          onDragOver: ({ over }) => (over ? t('dnd.over', { what: label, n: position(over.id) }) : undefined),
          onDragEnd: ({ over }) =>
            over ? t('dnd.dropped', { what: label, n: position(over.id) }) : undefined,
          onDragCancel: () => t('dnd.cancelled', { what: label }),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.tempId)} strategy={verticalListSortingStrategy}>
        <ol className="wizard-sortable">
          {items.map((item, index) => (
            <SortableItem key={item.tempId} id={item.tempId}>
              {(handle) => children(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (handle: HandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'wizard-dragging' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}

/** The grip an item is dragged by (a button: it takes focus and the keyboard). */
export function DragHandle({ handle, label }: { handle: HandleProps; label: string }) {
  return (
    <button type="button" className="wizard-handle" aria-label={label} {...handle}>
      <span aria-hidden="true">⋮⋮</span>
    </button>
  );
}
