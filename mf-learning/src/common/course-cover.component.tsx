import { useState } from 'react';
import { initialsOf } from './format';

/** Deep gradients that keep white initials readable (all above 7:1). */
const PALETTE = [
  ['#1f5fbf', '#0e2a57'],
  ['#4338ca', '#1e1b4b'],
  ['#0f766e', '#134e4a'],
  ['#7c3aed', '#3b0764'],
  ['#be123c', '#4c0519'],
  ['#0369a1', '#082f49'],
  ['#475569', '#0f172a'],
  ['#b45309', '#451a03'],
] as const;

/** A stable colour per title, so a course keeps its look across visits. */
function gradientOf(title: string): string {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const [from, to] = PALETTE[hash % PALETTE.length]!;
  return `linear-gradient(135deg, ${from}, ${to})`;
}

interface Props {
  title: string;
  image?: string | null;
  /** Cover height in px; the width follows the card. */
  height?: number;
}

/**
 * A course's cover: its image, or (none, or it fails to load) a generated block
 * with the title's initials. Decorative: the title is always written next to it.
 */
export function CourseCover({ title, image, height = 140 }: Props) {
  const [broken, setBroken] = useState(false);
  if (image && !broken) {
    return (
      <img
        className="ml-cover"
        src={image}
        alt=""
        loading="lazy"
        style={{ height }}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <div
      className="ml-cover ml-cover--generated"
      aria-hidden="true"
      data-testid="generated-cover"
      style={{ height, lineHeight: `${height}px`, background: gradientOf(title) }}
    >
      <span>{initialsOf(title)}</span>
    </div>
  );
}
