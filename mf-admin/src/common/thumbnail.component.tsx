/** A row's picture in a list: decorative, the row's name says what it is. */
export function Thumbnail({ src }: { src: string | null }) {
  return src ? <img className="ad-thumb" src={src} alt="" /> : <span aria-hidden="true">—</span>;
}
