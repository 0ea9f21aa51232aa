import type { MaterialFile } from '@elearn/contracts/constants';

/** A PDF of the course's tree, as the viewer's tests open it. */
export const SAMPLE_PDF_FILE: MaterialFile = {
  id: 'f1',
  name: 'Linear equations.pdf',
  type: 'pdf',
  function: 'study',
  hash: 'k',
  content: '',
  link: '',
  isactive: true,
  isdeleted: false,
  iscompleted: false,
  parent_id: 'u1',
  numberofpages: 1,
};
