import { useRemoteName } from '../root/remote-name';

/**
 * A stylesheet of the enclosing remote. The builds have no CSS loader, so styles
 * travel as strings; React 19 hoists a <style> with href + precedence into <head>
 * once, however many times it renders. The remote's name (from RemoteRoot) keeps
 * two remotes' sheets of the same name apart; class names carry the remote's
 * prefix ("mh-", "ml-", "forum-").
 */
export function ScopedStyle({ name, css }: { name: string; css: string }) {
  const remote = useRemoteName();
  return (
    <style href={`${remote}-${name}`} precedence={remote}>
      {css}
    </style>
  );
}
