import type { Pool } from 'pg';

/**
 * A log of every row written, for "a refused call changed nothing": a row trigger on every
 * table counts inserts, updates and deletes by table. Row triggers, not statement ones, so an
 * UPDATE that matched nothing is no change. The same on PGlite and on a PostgreSQL server,
 * where transaction ids and statistics are shared with other databases and flushed late.
 */
export async function installWriteLog(pool: Pick<Pool, 'query'>) {
  await pool.query(`
    CREATE TABLE test_write_log (table_name text PRIMARY KEY, rows bigint NOT NULL);
    CREATE FUNCTION test_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_write_log VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET rows = test_write_log.rows + 1;
      RETURN NULL;
    END $$;
    DO $$
    DECLARE t text;
    BEGIN
      -- job_leases: the scheduled jobs' own bookkeeping, written on every tick whatever is called.
      FOR t IN SELECT tablename FROM pg_tables
               WHERE schemaname = 'public' AND tablename NOT IN ('test_write_log', 'job_leases')
      LOOP
        EXECUTE format('CREATE TRIGGER test_log_write AFTER INSERT OR UPDATE OR DELETE ON %I
                        FOR EACH ROW EXECUTE FUNCTION test_log_write()', t);
      END LOOP;
    END $$;`);
  return {
    clear: () => pool.query('DELETE FROM test_write_log'),
    /** The tables written since the last clear, with how many rows. */
    written: async () =>
      (
        await pool.query<{ table_name: string; rows: string }>(
          'SELECT table_name, rows FROM test_write_log ORDER BY table_name',
        )
      ).rows.map((r) => `${r.table_name}: ${r.rows}`),
  };
}
