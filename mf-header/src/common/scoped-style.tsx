/**
 * A stylesheet of this remote. The build has no CSS loader, so styles travel as
 * strings; React 19 hoists a <style> with href + precedence into <head> once,
 * however many times it renders. Class names start with "mh-" (mf-header).
 */
export function ScopedStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`mf-header-${name}`} precedence="mf-header">
      {css}
    </style>
  );
}
