/**
 * A remote's own stylesheet. The build has no CSS loader, so styles travel as
 * strings; React 19 hoists a <style> with href + precedence into <head> once,
 * however many times it renders. Class names start with "ml-" (mf-learning).
 */
export function ScopedStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`mf-learning-${name}`} precedence="mf-learning">
      {css}
    </style>
  );
}
