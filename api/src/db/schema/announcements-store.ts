import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, users } from './foundation';
import { columnCheck, compositeKey, references, uniqueKeyName } from './postgres-names';

// Announcements and the coins store (migrations 0002 and 0004).

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.createdBy, users.id, 'set null'),
    index('announcements_created').on(t.createdAt, t.id),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: uuid('announcement_id').notNull(),
    userId: uuid('user_id').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [
    compositeKey(t.announcementId, t.userId),
    references(t.announcementId, announcements.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
    index('announcement_reads_user').on(t.userId),
  ],
);

export const storeCategories = pgTable('store_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(uniqueKeyName('store_categories', 'name')),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const storeItems = pgTable(
  'store_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    price: integer('price').notNull(),
    available: integer('available').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.categoryId, storeCategories.id, 'cascade'),
    columnCheck(t.price, sql`${t.price} >= 0`),
    columnCheck(t.available, sql`${t.available} >= 0`),
    unique('store_items_category_name').on(t.categoryId, t.name),
  ],
);

export const userWarehouseItems = pgTable(
  'user_warehouse_items',
  {
    userId: uuid('user_id').notNull(),
    itemId: uuid('item_id').notNull(),
    count: integer('count').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    compositeKey(t.userId, t.itemId),
    references(t.userId, users.id, 'cascade'),
    references(t.itemId, storeItems.id, 'cascade'),
    columnCheck(t.count, sql`${t.count} >= 1`),
  ],
);

export const storePurchases = pgTable(
  'store_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    itemId: uuid('item_id').notNull(),
    price: integer('price').notNull(),
    createdAt: createdAt(),
    /** The learner's confirmation: the same request sent twice buys once. */
    requestId: uuid('request_id'),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    references(t.itemId, storeItems.id, 'cascade'),
    index('store_purchases_user').on(t.userId, t.createdAt),
    uniqueIndex('store_purchases_request').on(t.userId, t.requestId).where(sql`${t.requestId} IS NOT NULL`),
  ],
);
