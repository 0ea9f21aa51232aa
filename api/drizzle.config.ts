import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a SQL migration into drizzle/ from the changes in src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
