import { refusalOf } from '@elearn/platform';
import { EmptyState, Link, NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { contentTree } from './content-tree';
import { contentTreeQuery } from './tree.queries';
import { TreeChangesContext, useTreeChanges } from './tree-actions';
import { TREE_CSS } from './tree-editor.styles';
import { AddedNodeContext, TreeNodeItem } from './tree-node.component';

/** /dashboard/courses/{courseId}/tree — the course's content as a tree of editable text (authoring §2). */
export function TreeEditorPage({ params }: { params: Record<string, string> }) {
  const courseId = params.courseId!;
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const query = useQuery(contentTreeQuery(courseId));
  const changes = useTreeChanges(courseId);
  const [added, setAdded] = useState<string | null>(null);
  const addedContext = useMemo(() => ({ added, setAdded }), [added]);
  const refusal = refusalOf(query.error);
  return (
    <AntdScope>
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <ScopedStyle name="authoring-tree" css={TREE_CSS} />
      <main className="authoring-page tree-editor">
        <p>
          <Link to={`/${lang}/dashboard/courses`}>{t('tree.back')}</Link>
        </p>
        {refusal ? (
          <NotFoundState
            title={t(refusal === 403 ? 'tree.forbidden' : 'tree.notFound')}
            message=""
            back={{ to: `/${lang}/dashboard/courses`, label: t('tree.back') }}
          />
        ) : (
          <QueryState
            query={query}
            loadingLabel={t('tree.loading')}
            errorMessage={t('tree.failed')}
            retryLabel={t('tree.retry')}
          >
            {(course) => (
              <TreeChangesContext.Provider value={changes}>
                <AddedNodeContext.Provider value={addedContext}>
                  <h1>{t('tree.title', { title: course.title })}</h1>
                  <p className="tree-hint">{t('tree.hint')}</p>
                  <p role="status" className="tree-status">
                    {changes.busy ? t('tree.saving') : ''}
                  </p>
                  {course.learningOutcomes.length === 0 && course.modules.length === 0 && (
                    <EmptyState message={t('tree.empty')} />
                  )}
                  <ul className="tree-root">
                    {contentTree(course).map((node) => (
                      <TreeNodeItem key={node.id} node={node} />
                    ))}
                  </ul>
                </AddedNodeContext.Provider>
              </TreeChangesContext.Provider>
            )}
          </QueryState>
        )}
      </main>
    </AntdScope>
  );
}
