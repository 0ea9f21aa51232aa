/** mf-authoring's styles (logical properties: Arabic mirrors them). */
export const AUTHORING_CSS = `
.authoring-page { max-inline-size: 1100px; margin-inline: auto; padding: 24px 16px; }
.authoring-page h1 { font-size: 1.6rem; margin-block: 0 12px; }
.authoring-heading { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
.authoring-primary-link { background: #0958d9; color: #fff; padding: 6px 16px; border-radius: 6px; text-decoration: none; font-weight: 600; }
.authoring-primary-link:hover, .authoring-primary-link:focus-visible { background: #003eb3; color: #fff; }
.authoring-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.authoring-course-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.authoring-course { border: 1px solid #d9d9d9; border-radius: 8px; padding: 12px 16px; display: grid; gap: 8px; }
.authoring-course-head { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.authoring-course-head h2 { font-size: 1.15rem; margin: 0; }
.authoring-course-links { display: flex; flex-wrap: wrap; gap: 16px; }
.authoring-course-links a { color: #0958d9; }
.authoring-building { display: grid; gap: 2px; max-inline-size: 360px; }
.authoring-muted { color: #595959; }
.authoring-preview section { margin-block: 16px; }
.authoring-preview h2 { font-size: 1.3rem; margin-block: 16px 8px; }
.authoring-preview h3 { font-size: 1.1rem; margin-block: 12px 4px; }
.authoring-preview h4 { font-size: 1rem; margin-block: 8px 4px; }
.authoring-preview .authoring-lesson { border-inline-start: 3px solid #d9d9d9; padding-inline-start: 12px; margin-block: 8px; }
.authoring-preview .authoring-lesson-content { white-space: pre-line; }
.authoring-cover { max-inline-size: 320px; border-radius: 8px; }
.authoring-dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
.authoring-dl dt { font-weight: 600; }
.authoring-dl dd { margin: 0; }
`;
