import { RouteSwitch } from '@elearn/ui';
import { lazy, Suspense } from 'react';

// Pages load lazily: the editor and antd parts come only with a forum page.
const ForumListPage = lazy(() =>
  import('./forum/forum-list.page').then((m) => ({ default: m.ForumListPage })),
);
const ForumPostPage = lazy(() =>
  import('./forum/forum-post.page').then((m) => ({ default: m.ForumPostPage })),
);

const routes = { '/course/:seo/forum': ForumListPage, '/course/:seo/forum/:postSeo': ForumPostPage };

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routes} />
    </Suspense>
  );
}
