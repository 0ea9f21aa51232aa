// What the translation flow loads when it starts, as one chunk: its code and the server it asks.
export { translationFlow } from './translation-flow';
export { serverTranslation } from './translation-server';
