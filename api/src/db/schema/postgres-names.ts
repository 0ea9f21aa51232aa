import { getTableName, type SQL } from 'drizzle-orm';
import { check, foreignKey, type PgColumn, primaryKey } from 'drizzle-orm/pg-core';

/*
 * Migrations 0001–0004 were written by hand with inline REFERENCES, UNIQUE,
 * CHECK and PRIMARY KEY clauses, which PostgreSQL names by its own rule.
 * Their tables declare those names, so that existing databases and this
 * schema agree, and a later migration can alter a constraint by its name.
 */

const nameOf = (column: PgColumn) => `${getTableName(column.table)}_${column.name}`;

/** `column REFERENCES target ON DELETE …`, named `<table>_<column>_fkey`. */
export const references = (column: PgColumn, target: PgColumn, onDelete: 'cascade' | 'set null') =>
  foreignKey({ name: `${nameOf(column)}_fkey`, columns: [column], foreignColumns: [target] }).onDelete(
    onDelete,
  );

/** `column … CHECK (…)`, named `<table>_<column>_check`. */
export const columnCheck = (column: PgColumn, condition: SQL) => check(`${nameOf(column)}_check`, condition);

/** `PRIMARY KEY (a, b)`, named `<table>_pkey`. */
export const compositeKey = (first: PgColumn, ...rest: PgColumn[]) =>
  primaryKey({ name: `${getTableName(first.table)}_pkey`, columns: [first, ...rest] });

/** Name of `column … UNIQUE`: `<table>_<column>_key`. */
export const uniqueKeyName = (table: string, column: string) => `${table}_${column}_key`;
