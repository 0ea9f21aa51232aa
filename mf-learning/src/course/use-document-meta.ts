import { useEffect } from 'react';

/** The description meta of the page (the shell's index.html has one); made when missing. */
function descriptionMeta(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the page's title and description meta while the page shows, and puts
 * the shell's back when it goes (another page, another remote).
 */
export function useDocumentMeta(title: string | null, description: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const meta = descriptionMeta();
    const before = { title: document.title, description: meta.content };
    document.title = title;
    if (description) meta.content = description;
    return () => {
      document.title = before.title;
      meta.content = before.description;
    };
  }, [title, description]);
}
