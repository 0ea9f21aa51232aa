import type { Config } from '../../config';
import type { Run } from '../../db/transaction';
import type { Ai } from './ai.provider';
import { offlineAi } from './offline.provider';
import { openAiProvider } from './openai.provider';

/** `ctx.ai`: the OpenAI-compatible server when configured, else the offline provider. */
export const createAi = (config: Pick<Config, 'ai'>, db: Run): Ai =>
  config.ai ? openAiProvider(config.ai, db) : offlineAi(db);
