import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A migrated and seeded PGlite data dir, made once per run and copied by each test file. */
export const templateDir = () => join(tmpdir(), `elearn-api-template-${process.env.JEST_RUN_ID ?? 'local'}`);
/** Per run, so two runs against one server never drop each other's template. */
export const templateDb = () =>
  `elearn_test_template_${(process.env.JEST_RUN_ID ?? 'local').replaceAll('-', '')}`;
