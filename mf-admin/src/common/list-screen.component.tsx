import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listQuery } from './admin.queries';
import type { ListPath } from './admin.resource';
import { AdminPage } from './admin-page.component';
import type { SectionKey } from './admin-sections';
import { type Column, DataTable } from './data-table.component';
import { useListState } from './list-state';

/** What a list's dialog gets: the row to update (none to create) and what to do after. */
export interface DialogProps<T> {
  row?: T;
  onClose: () => void;
  onSaved: () => void;
  onFailed: () => void;
}

interface Props<T> {
  section: SectionKey;
  path: ListPath;
  defaultSort: string;
  createLabel: string;
  /** The columns; `edit(row)` opens the row's form. */
  columns: (edit: (row: T) => void) => Column<T>[];
  dialog: (props: DialogProps<T>) => ReactNode;
}

/** One admin list screen: the table, a create button, and the form dialog over it. */
export function ListScreen<T extends { id: string }>({
  section,
  path,
  defaultSort,
  createLabel,
  columns,
  dialog,
}: Props<T>) {
  const { t } = useTranslation('mf-admin');
  const list = useListState(defaultSort);
  const query = useQuery(listQuery<T>(path, list.query));
  const [open, setOpen] = useState<{ row?: T } | null>(null);
  const [toast, toastHolder] = message.useMessage();
  return (
    <AdminPage section={section}>
      {toastHolder}
      <DataTable
        caption={t(`sections.${section}.title`)}
        columns={columns((row) => setOpen({ row }))}
        list={list}
        query={query}
        rowKey={(row) => row.id}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({})}>
            {createLabel}
          </Button>
        }
      />
      {open &&
        dialog({
          row: open.row,
          onClose: () => setOpen(null),
          onSaved: () => {
            setOpen(null);
            void toast.success(t('form.saved'));
          },
          onFailed: () => void toast.error(t('form.failed')),
        })}
    </AdminPage>
  );
}

/** The Edit button of a row, named for the row for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('mf-admin');
  return (
    <Button size="small" onClick={onClick} aria-label={t('list.editNamed', { name })}>
      {t('list.edit')}
    </Button>
  );
}
