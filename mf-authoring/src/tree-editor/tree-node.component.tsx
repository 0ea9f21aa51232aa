import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label, TreeNode } from './content-tree';
import { EditableText } from './editable-text.component';
import { type ChangeFault, useTreeChangesContext } from './tree-actions';

/** The id of the item added last: it opens and takes the focus, so the author sees what appeared. */
export const AddedNodeContext = createContext<{ added: string | null; setAdded(id: string): void }>({
  added: null,
  setAdded: () => undefined,
});

const useLabel = () => {
  const { t } = useTranslation('mf-authoring');
  return (label: Label) => t(`tree.node.${label.key}`, label.values ?? {});
};

/** A list's add button id, where the focus goes once an item of the list is deleted. */
const addButtonId = (listId: string) => `tree-add-${listId}`;

/** One node: an editable text, or a branch that opens to its children, with its add and delete actions. */
export function TreeNodeItem({ node }: { node: TreeNode }) {
  const labelOf = useLabel();
  const label = labelOf(node.label);
  if (node.text && node.children.length === 0) {
    return (
      <li className="tree-node tree-field">
        <div className="tree-field-head">
          <span className="tree-label">{label}</span>
          <NodeActions node={node} label={label} />
        </div>
        <EditableText label={label} {...node.text} />
      </li>
    );
  }
  return <TreeBranch node={node} label={label} />;
}

function TreeBranch({ node, label }: { node: TreeNode; label: string }) {
  const { added } = useContext(AddedNodeContext);
  const isNew = added === node.id;
  // Lists start open, items closed (a course is long); a new item opens.
  const [open, setOpen] = useState(Boolean(node.add) || isNew);
  const summary = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isNew) return;
    setOpen(true);
    summary.current?.focus();
  }, [isNew]);
  return (
    <li className="tree-node tree-branch">
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary ref={summary} className="tree-label">
          {label}
        </summary>
        <NodeActions node={node} label={label} />
        {node.children.length > 0 && (
          <ul className="tree-children">
            {node.children.map((child) => (
              <TreeNodeItem key={child.id} node={child} />
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

/** The add button of a list and the delete button of an item (disabled on a list's last item). */
function NodeActions({ node, label }: { node: TreeNode; label: string }) {
  const { t } = useTranslation('mf-authoring');
  const labelOf = useLabel();
  const { run, busy } = useTreeChangesContext();
  const { setAdded } = useContext(AddedNodeContext);
  const [fault, setFault] = useState<ChangeFault | null>(null);
  const { add, remove } = node;
  if (!add && !remove) return null;

  const onAdd = async () => {
    if (!add) return;
    const result = await run({ kind: 'push', parentReference: add.parentReference });
    setFault(result);
    if (!result) setAdded(`${node.id}.${node.children.length}`);
  };
  const onDelete = async () => {
    if (!remove) return;
    const listId = remove.parentReference.join('.');
    const result = await run({ kind: 'pop', parentReference: remove.parentReference, index: remove.index });
    if (result) setFault(result);
    else requestAnimationFrame(() => document.getElementById(addButtonId(listId))?.focus());
  };
  return (
    <div className="tree-actions">
      {add && (
        <Button id={addButtonId(node.id)} size="small" disabled={busy} onClick={() => void onAdd()}>
          {labelOf(add.label)}
        </Button>
      )}
      {remove &&
        (remove.active ? (
          <Popconfirm
            title={t('tree.deleteConfirm', { item: label })}
            okText={t('tree.deleteYes')}
            cancelText={t('tree.deleteNo')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete()}
          >
            <Button size="small" danger disabled={busy} aria-label={t('tree.deleteLabel', { item: label })}>
              {t('tree.delete')}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            size="small"
            disabled
            title={t('tree.lastItem')}
            aria-label={`${t('tree.deleteLabel', { item: label })} — ${t('tree.lastItem')}`}
          >
            {t('tree.delete')}
          </Button>
        ))}
      {fault && (
        <p role="alert" className="tree-error">
          {t(`tree.${fault}`)}
        </p>
      )}
    </div>
  );
}
