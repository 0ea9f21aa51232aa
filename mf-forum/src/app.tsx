import { type RouteComponent, RouteSwitch } from '@elearn/ui';
import { lazy, Suspense } from 'react';
import routesJson from './routes.json';

// Pages load lazily: the editor and antd parts come only with a forum page.
const ForumListPage = lazy(() =>
  import('./forum/forum-list.page').then((m) => ({ default: m.ForumListPage })),
);
const ForumPostPage = lazy(() =>
  import('./forum/forum-post.page').then((m) => ({ default: m.ForumPostPage })),
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = {
  'forum-list': ForumListPage,
  'forum-post': ForumPostPage,
};

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
