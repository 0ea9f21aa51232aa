/** The tree editor's styles (logical properties: Arabic mirrors them). */
export const TREE_CSS = `
.tree-editor .tree-hint { color: #595959; margin-block: 0 12px; }
.tree-editor .tree-status { min-block-size: 1.5em; color: #595959; }
.tree-editor ul.tree-root, .tree-editor ul.tree-children { list-style: none; margin: 0; padding: 0; }
.tree-editor ul.tree-children { border-inline-start: 2px solid #d9d9d9; padding-inline-start: 16px; margin-inline-start: 6px; }
.tree-editor .tree-node { margin-block: 8px; }
.tree-editor summary { cursor: pointer; font-weight: 600; padding-block: 4px; }
.tree-editor summary:focus-visible, .tree-editor button:focus-visible { outline: 2px solid #0958d9; outline-offset: 2px; }
.tree-editor .tree-root > .tree-node > details > summary { font-size: 1.2rem; }
.tree-editor .tree-field-head, .tree-editor .tree-actions, .tree-editor .tree-buttons { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.tree-editor .tree-field-head .tree-label { font-weight: 600; }
.tree-editor .tree-actions { margin-block: 4px; }
.tree-editor .tree-text { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.tree-editor .tree-text-value { margin: 0; white-space: pre-line; flex: 0 1 auto; max-inline-size: 70ch; max-block-size: 12em; overflow: auto; }
.tree-editor .tree-text-editing { flex-direction: column; align-items: stretch; }
.tree-editor .tree-error { color: #a8071a; margin: 0; flex-basis: 100%; }
`;
