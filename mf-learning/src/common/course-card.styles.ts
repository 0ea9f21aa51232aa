/**
 * The catalogue's course card (landing teaser, search results, pathways). Plain
 * CSS with logical properties, like the rest of the remote (docs/adr/0004).
 */
export const courseCardCss = `
.ml-courses { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 24px; }
.ml-course { display: flex; flex-direction: column; position: relative; transition: box-shadow 0.2s, transform 0.2s; }
.ml-course > .ml-skeleton { border-end-start-radius: 0; border-end-end-radius: 0; }
.ml-course__body { flex: 1; padding: 16px 18px 18px; display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
.ml-course__body > * { max-width: 100%; }
.ml-course__body > .ml-skeleton { margin: 0; }
.ml-course:has(a:hover), .ml-course:focus-within { box-shadow: 0 12px 28px -16px rgba(14, 42, 87, 0.4); transform: translateY(-2px); }
.ml-course :is(h2, h3) { margin: 0; color: #0e2a57; font-size: 16px; line-height: 1.4; }
.ml-course :is(h2, h3) a { color: inherit; }
.ml-course :is(h2, h3) a::after { content: ''; position: absolute; inset: 0; }
.ml-course :is(h2, h3) a:focus-visible { outline: none; }
.ml-course:focus-within { outline: 2px solid #1f5fbf; outline-offset: 2px; }
.ml-course__desc { color: #4a5363; font-size: 14px; line-height: 1.55; display: -webkit-box; -webkit-line-clamp: 3;
  -webkit-box-orient: vertical; overflow: hidden; }
.ml-course__price { margin-block-end: 0; margin-block-start: auto; font-weight: 700; color: #0e2a57; }
.ml-course__price.ml-free { color: #157347; }
.ml-course__desc { margin: 0; }
@media (prefers-reduced-motion: reduce) {
  .ml-course { transition: none; }
  .ml-course:has(a:hover), .ml-course:focus-within { transform: none; }
}
`;
