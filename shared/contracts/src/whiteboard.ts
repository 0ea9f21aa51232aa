import { z } from 'zod';

import {
  PEN_SIZE_MAX,
  PEN_SIZE_MIN,
  WHITEBOARD_ITEMS_MAX,
  WHITEBOARD_NAME_MAX,
  WHITEBOARD_POINTS_MAX,
  WHITEBOARD_TOOLS,
} from './constants';

// Within any canvas a person can pan to; keeps NaN, Infinity and 1e308 out of the store.
const coordinate = z.number().finite().min(-1e6).max(1e6);
const point = z.object({ x: coordinate, y: coordinate }).strict();
// #rgb / #rrggbb (the colour picker's form); fill may also be empty (no fill).
const colour = z.string().regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, 'validation.whiteboard.colour');

export const drawingItemSchema = z
  .object({
    tool: z.enum(WHITEBOARD_TOOLS, 'validation.whiteboard.tool'),
    stroke: z
      .object({
        lineWidth: z.number().min(PEN_SIZE_MIN).max(PEN_SIZE_MAX),
        color: colour,
      })
      .strict(),
    fill: colour.nullable(),
    startPoint: point,
    finishPoint: point,
    /** Flat x, y, x, y… of a pen, erase or path stroke; empty for shapes. */
    points: z.array(coordinate).max(WHITEBOARD_POINTS_MAX * 2),
  })
  .strict();
export type DrawingItem = z.infer<typeof drawingItemSchema>;

/** Points of a board: each stroke's points plus each item's start and finish. */
export const pointsOf = (drawings: DrawingItem[]) =>
  drawings.reduce((sum, item) => sum + item.points.length / 2 + 2, 0);

export const drawingsSchema = z
  .array(drawingItemSchema)
  .max(WHITEBOARD_ITEMS_MAX, 'validation.whiteboard.tooLarge')
  .refine((drawings) => pointsOf(drawings) <= WHITEBOARD_POINTS_MAX, 'validation.whiteboard.tooLarge');

/** POST /whiteboard/save: a new board without `_id`, a change of one's own board with it. */
export const whiteboardSaveSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.whiteboard.name')
    .max(WHITEBOARD_NAME_MAX, 'validation.whiteboard.nameLength'),
  drawings: drawingsSchema,
  _id: z.string().max(100).optional(),
});
export type WhiteboardSave = z.infer<typeof whiteboardSaveSchema>;

export const whiteboardSavedSchema = z.object({ id: z.string() });

/** GET /whiteboard/getDrawings: one's boards, newest change first; `link` reads the drawings. */
export const whiteboardSummarySchema = z.object({ _id: z.string(), name: z.string(), link: z.string() });
export type WhiteboardSummary = z.infer<typeof whiteboardSummarySchema>;
export const whiteboardListSchema = z.array(whiteboardSummarySchema);

/** GET /whiteboard/:id (a summary's link). */
export const whiteboardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  drawings: z.array(drawingItemSchema),
});
export type Whiteboard = z.infer<typeof whiteboardSchema>;

/** POST /whiteboard/delete. */
export const whiteboardDeleteSchema = z.object({ id: z.string().max(100) });
