import type { EveStreamEvent } from '@elearn/contracts';

/**
 * Splits Server-Sent Events text as it arrives: whole events (`data: {json}` blocks ended by a blank
 * line) and what is left for the next chunk.
 */
export function parseSse(buffer: string): { events: EveStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: EveStreamEvent[] = [];
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data) events.push(JSON.parse(data) as EveStreamEvent);
  }
  return { events, rest };
}
