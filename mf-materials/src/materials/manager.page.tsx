import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  addFiles,
  addFolder,
  flattenTree,
  MATERIAL_ACCEPT,
  MATERIAL_UPLOAD_TYPES,
  type MaterialFile,
  type MaterialFolder,
  newFolder,
  setActive,
  softDelete,
  visibleTree,
  withoutClientFlags,
} from '@elearn/contracts/constants';
import { QueryState, returnFocusAfter, ScopedStyle, useLeaveWarning, useReturnFocus } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MindMapLink } from '../mind-map/mind-map-link.component';
import { MaterialTree } from './material-tree.component';
import { materialsKeys, materialsQuery } from './materials.queries';
import { materialsApi } from './materials.resource';
import { MATERIALS_CSS } from './materials.styles';
import { type UploadRow, useUploads } from './use-uploads';

const RoadmapDialog = lazy(() =>
  import('../roadmap/roadmap.dialog').then((m) => ({ default: m.RoadmapDialog })),
);
const OrganizeDialog = lazy(() =>
  import('../organize/organize.dialog').then((m) => ({ default: m.OrganizeDialog })),
);
const ResourceDialog = lazy(() =>
  import('../resource/resource.dialog').then((m) => ({ default: m.ResourceDialog })),
);
const ViewerDialog = lazy(() => import('../viewer/viewer.dialog').then((m) => ({ default: m.ViewerDialog })));

/** /dashboard/courses/{courseId}/materials — the course's materials manager (authoring §2). */
export function ManagerPage({ params }: { params: Record<string, string> }) {
  const courseId = params.courseId!;
  const { t } = useTranslation('mf-materials');
  const query = useQuery(materialsQuery(courseId));
  return (
    <AntdScope>
      <ScopedStyle name="materials" css={MATERIALS_CSS} />
      <main className="materials-page">
        <h1>{t('title')}</h1>
        <QueryState
          query={query}
          loadingLabel={t('loading')}
          errorMessage={t('failed')}
          retryLabel={t('retry')}
        >
          {(data) =>
            data.permissions.length ? (
              <Editor courseId={courseId} saved={data.materials} permissions={data.permissions} />
            ) : (
              <ReadOnly courseId={courseId} tree={data.materials} />
            )
          }
        </QueryState>
      </main>
    </AntdScope>
  );
}

/** View Course Roadmap (the roadmap over the tree shown, loaded on its first opening) and the Mind map link. */
function RoadmapButton({ courseId, tree }: { courseId: string; tree: MaterialFolder[] }) {
  const { t } = useTranslation('mf-materials');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('viewRoadmap')}</Button>
      <MindMapLink courseId={courseId} />
      {open && (
        <Suspense fallback={null}>
          <RoadmapDialog courseId={courseId} progressId={null} tree={tree} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function ReadOnly({ courseId, tree }: { courseId: string; tree: MaterialFolder[] }) {
  const { t } = useTranslation('mf-materials');
  const [open, setOpen] = useState<MaterialFile | null>(null);
  return (
    <>
      <p>{t('notAllowed')}</p>
      <div className="materials-actions">
        <RoadmapButton courseId={courseId} tree={tree} />
      </div>
      <MaterialTree tree={tree} actions={{ onOpen: setOpen }} />
      {open && (
        <Suspense fallback={null}>
          <ViewerDialog file={open} progressId={null} courseId={courseId} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

function Editor({
  courseId,
  saved,
  permissions,
}: {
  courseId: string;
  saved: MaterialFolder[];
  permissions: string[];
}) {
  const { t } = useTranslation('mf-materials');
  const queryClient = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [tree, setTree] = useState(saved);
  const [dirty, setDirty] = useState(false);
  const [added, setAdded] = useState<string[]>([]);
  const [open, setOpen] = useState<MaterialFile | null>(null);
  const [folderDialog, setFolderDialog] = useState(false);
  const [organizing, setOrganizing] = useState(false);
  /** The html resource being written: 'new' (into the chosen folder) or the file edited. */
  const [resource, setResource] = useState<'new' | MaterialFile | null>(null);
  const folders = flattenTree(visibleTree(tree, false)).folders;
  const [target, setTarget] = useState(folders[0]?.folder.id ?? '');
  const may = (action: string) => permissions.includes(action);

  const change = (next: MaterialFolder[]) => {
    setTree(next);
    setDirty(true);
  };
  const uploads = useUploads(courseId, (folderId, file) => {
    setTree((current) => addFiles(current, folderId, [file]));
    setAdded((keys) => [...keys, file.hash]);
    setDirty(true);
  });

  // The browser's own prompt when leaving with unsaved changes (the note above the tree reminds too).
  useLeaveWarning(dirty);

  const save = () => {
    if (!dirty) {
      void toast.info(t('nothingToSave'));
      return;
    }
    void modal.confirm({
      ...returnFocusAfter(),
      title: t('confirmSave'),
      okText: t('save'),
      cancelText: t('cancel'),
      onOk: async () => {
        const result = await materialsApi
          .save(courseId, withoutClientFlags(tree), added, [])
          .catch(() => null);
        if (!result?.ok) {
          void toast.error(t('saveFailed'));
          return;
        }
        queryClient.setQueryData(materialsKeys.course(courseId), result.data);
        setTree(result.data.materials);
        setAdded([]);
        setDirty(false);
        uploads.clearDone();
        void toast.success(t('saved'));
      },
    });
  };

  // Failure is only logged (authoring §8); the tree stays as it was.
  const regenerate = () =>
    void modal.confirm({
      ...returnFocusAfter(),
      title: t('confirmRegenerate'),
      okText: t('regenerate'),
      cancelText: t('cancel'),
      onOk: async () => {
        const result = await materialsApi.regenerate(courseId).catch((error: unknown) => {
          console.error('regenerate materials failed', error);
          return null;
        });
        if (!result?.ok) {
          if (result) console.error('regenerate materials refused', result.status, result.errors);
          return;
        }
        queryClient.setQueryData(materialsKeys.course(courseId), result.data);
        setTree(result.data.materials);
        void toast.success(t('regenerated'));
      },
    });

  const uploadTab = (
    <UploadPanel
      folders={folders}
      target={target}
      onTarget={setTarget}
      rows={uploads.rows}
      onFiles={(files) => {
        const refused = uploads.add(files, target);
        if (refused.length) void toast.error(t('unsupported'));
      }}
      onRetry={uploads.retry}
      onRemove={uploads.remove}
      canUpload={may('edit')}
    />
  );
  const contentTab = (
    <>
      <LinkForm
        folders={folders}
        target={target}
        onTarget={setTarget}
        canAdd={may('edit')}
        onAdd={(file) => change(addFiles(tree, target, [file]))}
      />
      {folders.length > 0 && (
        <Button onClick={() => setResource('new')} disabled={!may('edit') || !target}>
          {t('resource.add')}
        </Button>
      )}
    </>
  );

  return (
    <>
      {toastHolder}
      {modalHolder}
      <div className="materials-note">
        <Alert type={dirty ? 'warning' : 'info'} showIcon title={dirty ? t('unsaved') : t('saveReminder')} />
        {may('addFolder') && may('edit') && may('delete') && (
          // Regenerating replaces the tree shown: only from a saved state.
          <Button onClick={regenerate} disabled={dirty}>
            {t('regenerate')}
          </Button>
        )}
      </div>
      <div className="materials-actions">
        {may('addFolder') && <Button onClick={() => setFolderDialog(true)}>{t('addFolder')}</Button>}
        {may('edit') && <Button onClick={() => setOrganizing(true)}>{t('organize.open')}</Button>}
        <Button type="primary" onClick={save} disabled={!may('save')}>
          {t('save')}
        </Button>
        <RoadmapButton courseId={courseId} tree={visibleTree(tree, false)} />
      </div>
      <Tabs
        items={[
          { key: 'upload', label: t('tabs.upload'), children: uploadTab },
          { key: 'content', label: t('tabs.content'), children: contentTab },
        ]}
      />
      <MaterialTree
        tree={visibleTree(tree, false)}
        actions={{
          onOpen: setOpen,
          onToggleActive: may('visibility') ? (id, active) => change(setActive(tree, id, active)) : undefined,
          onDelete: may('delete') ? (id) => change(softDelete(tree, id)) : undefined,
          onEdit: may('edit') ? setResource : undefined,
        }}
      />
      {folderDialog && (
        <FolderDialog
          folders={folders}
          onCancel={() => setFolderDialog(false)}
          onCreate={(name, parentId) => {
            const folder = newFolder(crypto.randomUUID(), name, parentId);
            change(addFolder(tree, folder));
            if (!target) setTarget(folder.id);
            setFolderDialog(false);
          }}
        />
      )}
      {resource && (
        <Suspense fallback={null}>
          <ResourceDialog
            courseId={courseId}
            initial={resource === 'new' ? null : { name: resource.name, content: resource.content }}
            onCancel={() => setResource(null)}
            onApply={(values) => {
              change(
                resource === 'new'
                  ? addFiles(tree, target, [htmlResource(values.name, values.content, target)])
                  : updateFile(tree, resource.id, values),
              );
              setResource(null);
            }}
          />
        </Suspense>
      )}
      {organizing && (
        <Suspense fallback={null}>
          <OrganizeDialog
            tree={visibleTree(tree, false)}
            onCancel={() => setOrganizing(false)}
            onApply={(next) => {
              change(next);
              setOrganizing(false);
            }}
          />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <ViewerDialog file={open} progressId={null} courseId={courseId} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

/** A new html resource written in the manager (its markup kept in the tree, not in storage). */
const htmlResource = (name: string, content: string, folderId: string): MaterialFile => ({
  id: crypto.randomUUID(),
  name,
  type: 'html',
  function: 'study',
  hash: '',
  content,
  link: '',
  isactive: true,
  isdeleted: false,
  iscompleted: false,
  parent_id: folderId,
  numberofpages: 0,
});

/** The tree with file `id` changed. */
function updateFile(tree: MaterialFolder[], id: string, change: Partial<MaterialFile>): MaterialFolder[] {
  return tree.map((f) => ({
    ...f,
    childrenfiles: f.childrenfiles.map((file) => (file.id === id ? { ...file, ...change } : file)),
    childrenfolders: updateFile(f.childrenfolders, id, change),
  }));
}

type FolderOption = ReturnType<typeof flattenTree>['folders'][number];

/** Folders as options, indented by depth. */
function FolderSelect({
  folders,
  value,
  onChange,
  label,
  topLevel,
}: {
  folders: FolderOption[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  topLevel?: string;
}) {
  const id = useId();
  const depth = (f: FolderOption) => {
    let d = 0;
    let parent = f.parentId;
    while (parent) {
      d += 1;
      parent = folders.find((o) => o.folder.id === parent)?.parentId ?? null;
    }
    return d;
  };
  return (
    <div className="materials-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {topLevel !== undefined && <option value="">{topLevel}</option>}
        {folders.map((f) => (
          <option key={f.folder.id} value={f.folder.id}>
            {`${'— '.repeat(depth(f))}${f.folder.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function UploadPanel(props: {
  folders: FolderOption[];
  target: string;
  onTarget: (id: string) => void;
  rows: UploadRow[];
  onFiles: (files: File[]) => void;
  onRetry: (row: UploadRow) => void;
  onRemove: (id: string) => void;
  canUpload: boolean;
}) {
  const { t } = useTranslation('mf-materials');
  const input = useRef<HTMLInputElement>(null);
  if (!props.folders.length) return <p className="materials-empty">{t('noFolders')}</p>;
  return (
    <section>
      <FolderSelect
        folders={props.folders}
        value={props.target}
        onChange={props.onTarget}
        label={t('uploadInto')}
      />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={MATERIAL_ACCEPT}
        data-testid="materials-file-input"
        onChange={(e) => {
          props.onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={!props.canUpload || !props.target}>
        {t('addFiles')}
      </Button>
      <p className="materials-counts">
        {t('allowed', { list: Object.keys(MATERIAL_UPLOAD_TYPES).join(', ') })}
      </p>
      <ul className="materials-uploads" aria-live="polite">
        {props.rows.map((row) => (
          <li key={row.id} className={`materials-upload ${row.status}`}>
            <span className="materials-upload-name">
              {row.file.name}
              {row.error && <span className="materials-error"> — {t(row.error)}</span>}
            </span>
            <span>
              {row.status === 'failed' && (
                <>
                  <Button
                    size="small"
                    danger
                    icon={<ReloadOutlined />}
                    aria-label={t('retryUpload', { name: row.file.name })}
                    onClick={() => props.onRetry(row)}
                  />{' '}
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('removeUpload', { name: row.file.name })}
                    onClick={() => props.onRemove(row.id)}
                  />
                </>
              )}
            </span>
            <Progress
              percent={row.progress}
              status={row.status === 'failed' ? 'exception' : row.status === 'done' ? 'success' : 'active'}
              size="small"
              aria-label={t('uploading', { name: row.file.name })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** New Content: a link to a page of the site or an external https address. */
function LinkForm(props: {
  folders: FolderOption[];
  target: string;
  onTarget: (id: string) => void;
  canAdd: boolean;
  onAdd: (file: MaterialFile) => void;
}) {
  const { t } = useTranslation('mf-materials');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ name?: string; url?: string }>({});
  const nameId = useId();
  const urlId = useId();
  if (!props.folders.length) return <p className="materials-empty">{t('noFolders')}</p>;
  const submit = () => {
    const next = {
      name: name.trim().length < 3 ? t('nameShort') : undefined,
      url: /^(https:\/\/\S+|\/\S*)$/.test(url.trim()) ? undefined : t('linkInvalid'),
    };
    setErrors(next);
    if (next.name || next.url) return;
    props.onAdd({
      id: crypto.randomUUID(),
      name: name.trim(),
      type: 'link',
      function: 'study',
      hash: '',
      content: url.trim(),
      link: '',
      isactive: true,
      isdeleted: false,
      iscompleted: false,
      parent_id: props.target,
      numberofpages: 0,
    });
    setName('');
    setUrl('');
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <FolderSelect
        folders={props.folders}
        value={props.target}
        onChange={props.onTarget}
        label={t('uploadInto')}
      />
      <div className="materials-field">
        <label htmlFor={nameId}>{t('linkName')}</label>
        <input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={!!errors.name}
        />
        {errors.name && <span className="materials-error">{errors.name}</span>}
      </div>
      <div className="materials-field">
        <label htmlFor={urlId}>{t('linkUrl')}</label>
        <input
          id={urlId}
          dir="ltr"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={!!errors.url}
        />
        {errors.url && <span className="materials-error">{errors.url}</span>}
      </div>
      <Button htmlType="submit" disabled={!props.canAdd || !props.target}>
        {t('addLink')}
      </Button>
    </form>
  );
}

function FolderDialog(props: {
  folders: FolderOption[];
  onCancel: () => void;
  onCreate: (name: string, parentId: string | null) => void;
}) {
  const { t } = useTranslation('mf-materials');
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [error, setError] = useState(false);
  const focus = useReturnFocus(true);
  const nameId = useId();
  const create = () => {
    if (!name.trim()) {
      setError(true);
      return;
    }
    props.onCreate(name.trim(), parent || null);
  };
  return (
    <Modal
      {...focus}
      open
      title={t('addFolderTitle')}
      okText={t('create')}
      cancelText={t('cancel')}
      onOk={create}
      onCancel={props.onCancel}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <div className="materials-field">
          <label htmlFor={nameId}>{t('folderName')}</label>
          <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={error} />
          {error && (
            <span className="materials-error" role="alert">
              {t('folderNamePrompt')}
            </span>
          )}
        </div>
        <FolderSelect
          folders={props.folders}
          value={parent}
          onChange={setParent}
          label={t('parentFolder')}
          topLevel={t('addFolder')}
        />
      </form>
    </Modal>
  );
}
