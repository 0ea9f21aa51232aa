import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { MaterialFile, MaterialFolder } from '@elearn/contracts/constants';
import { folderCounts } from '@elearn/contracts/constants';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon } from './file-icon';

export interface TreeActions {
  /** Absent: the tree is read-only (learners, or no permission). */
  onToggleActive?: (id: string, active: boolean) => void;
  onDelete?: (id: string) => void;
  /** Edit an html resource written in the manager. */
  onEdit?: (file: MaterialFile) => void;
  onOpen: (file: MaterialFile) => void;
}

/** The folder and file tree: folders expand and collapse (+ / −), files open in the viewer. */
export function MaterialTree({ tree, actions }: { tree: MaterialFolder[]; actions: TreeActions }) {
  const { t } = useTranslation('mf-materials');
  if (!tree.length) return <p className="materials-empty">{t('noFolders')}</p>;
  return (
    <ul className="materials-tree">
      {tree.map((folder) => (
        <FolderNode key={folder.id} folder={folder} actions={actions} level={1} />
      ))}
    </ul>
  );
}

function FolderNode({
  folder,
  actions,
  level,
}: {
  folder: MaterialFolder;
  actions: TreeActions;
  level: number;
}) {
  const { t } = useTranslation('mf-materials');
  const [open, setOpen] = useState(level === 1);
  const counts = folderCounts(folder);
  const empty = !folder.childrenfolders.length && !folder.childrenfiles.length;
  return (
    <li className="materials-folder">
      <div className={`materials-row${folder.isactive ? '' : ' materials-inactive'}`}>
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
        <span className="materials-counts">{t('counts', counts)}</span>
        <ItemControls id={folder.id} name={folder.name} active={folder.isactive} actions={actions} />
      </div>
      {open && (
        <ul>
          {empty && <li className="materials-empty">{t('noContent')}</li>}
          {folder.childrenfolders.map((child) => (
            <FolderNode key={child.id} folder={child} actions={actions} level={level + 1} />
          ))}
          {folder.childrenfiles.map((file) => (
            <li key={file.id}>
              <div className={`materials-row${file.isactive ? '' : ' materials-inactive'}`}>
                <button
                  type="button"
                  className="materials-file"
                  onClick={() => actions.onOpen(file)}
                  aria-label={t('open', { name: file.name })}
                >
                  <FileIcon type={file.type} /> <bdi>{file.name}</bdi>
                </button>
                <span className="materials-counts">{t(`types.${file.type}`)}</span>
                {actions.onEdit && file.type === 'html' && !file.hash && (
                  <Button size="small" onClick={() => actions.onEdit!(file)}>
                    {t('resource.edit', { name: file.name })}
                  </Button>
                )}
                <ItemControls id={file.id} name={file.name} active={file.isactive} actions={actions} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function ItemControls({
  id,
  name,
  active,
  actions,
}: {
  id: string;
  name: string;
  active: boolean;
  actions: TreeActions;
}) {
  const { t } = useTranslation('mf-materials');
  return (
    <span className="materials-controls">
      {actions.onToggleActive && (
        <label className="materials-visible">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => actions.onToggleActive!(id, e.target.checked)}
          />
          <span>{t('visible')}</span>
          <span className="materials-sr">{name}</span>
        </label>
      )}
      {actions.onDelete && (
        <Popconfirm
          title={t('confirmDelete', { name })}
          okText={t('delete')}
          cancelText={t('cancel')}
          onConfirm={() => actions.onDelete!(id)}
        >
          <Button
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('deleteItem', { name })}
          />
        </Popconfirm>
      )}
    </span>
  );
}
