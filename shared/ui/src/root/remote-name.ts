import { createContext, useContext } from 'react';

/** The name of the remote a component renders in, given once by RemoteRoot. */
export const RemoteNameContext = createContext<string | null>(null);

/** The enclosing remote's name ("mf-header"); throws outside RemoteRoot, where nothing is scoped. */
export function useRemoteName(): string {
  const name = useContext(RemoteNameContext);
  if (!name) throw new Error('useRemoteName: render inside RemoteRoot');
  return name;
}
