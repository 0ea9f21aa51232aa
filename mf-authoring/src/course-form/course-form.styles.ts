/** The course form's styles (logical properties: Arabic mirrors them). */
export const COURSE_FORM_CSS = `
.course-form { overflow-wrap: break-word; }
.course-form .cf-step { border: 0; padding: 0; margin: 0; display: grid; gap: 12px; min-inline-size: 0; }
/* 360 px: a fieldset and a grid or flex item are at least as wide as their content unless told otherwise. */
.course-form .cf-step > *, .course-form .cf-card > *, .course-form .cf-field > *, .course-form .cf-item > *, .course-form .cf-outline > * { min-inline-size: 0; }
.course-form input, .course-form textarea, .course-form select { max-inline-size: 100%; }
.course-form .cf-step > legend { font-size: 1.3rem; font-weight: 600; margin-block-end: 8px; }
.course-form .cf-step > .ant-btn, .course-form .cf-card > .ant-btn, .course-form .cf-item > .ant-btn { justify-self: start; }
.course-form .cf-steps { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin-block: 0 16px; }
.course-form .cf-steps li { padding: 4px 12px; border-radius: 16px; border: 1px solid #d9d9d9; }
.course-form .cf-steps li[aria-current="step"] { background: #0958d9; color: #fff; border-color: #0958d9; }
.course-form .cf-field { display: grid; gap: 4px; flex: 1 1 220px; min-inline-size: 0; }
.course-form .cf-field > label, .course-form .cf-outline > label { font-weight: 600; }
.course-form .cf-row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.course-form .cf-card { border: 1px solid #d9d9d9; border-radius: 8px; padding: 12px 16px; display: grid; gap: 8px; }
.course-form .cf-lesson { border-inline-start: 3px solid #0958d9; }
.course-form .cf-card-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.course-form .cf-card-head h3, .course-form .cf-card-head h5 { margin: 0; }
.course-form h4, .course-form h6 { margin-block: 8px 0; font-size: 1rem; }
.course-form .cf-item { display: grid; gap: 6px; padding-inline-start: 12px; border-inline-start: 2px solid #f0f0f0; }
.course-form .cf-row.cf-item { display: flex; }
.course-form .cf-select { min-block-size: 32px; border: 1px solid #d9d9d9; border-radius: 6px; padding-inline: 8px; background: #fff; }
.course-form .cf-error { color: #a8071a; }
.course-form .cf-ok { color: #135200; }
.course-form .cf-outline { display: grid; gap: 4px; margin-block-end: 16px; padding: 12px 16px; border: 1px dashed #8c8c8c; border-radius: 8px; }
.course-form .cf-errors { color: #a8071a; }
.course-form .cf-errors ul { margin: 4px 0 0; padding-inline-start: 20px; }
.course-form .cf-nav { display: flex; flex-wrap: wrap; gap: 8px; margin-block-start: 16px; }
.course-form .cf-plain { border: 0; padding: 0; margin: 0; min-inline-size: 0; }
.course-form .cf-plain > legend { font-weight: 600; padding: 0; }
`;
