import { rmSync } from 'node:fs';
import { templateDir } from './template';

export default async function globalTeardown(): Promise<void> {
  const TEMPLATE_DIR = templateDir();
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
}
