/**
 * Starts the calculator's worker. webpack makes calculator.worker.ts an entry of
 * its own and resolves its URL against the remote's public path ("auto": where
 * this remote's remoteEntry.js came from), so a shell loading mf-tools from
 * /remotes/mf-tools/<version>/ starts /remotes/mf-tools/<version>/<chunk>.js:
 * same origin, allowed by the CSP's script-src 'self' (worker-src falls back to
 * it). A remote served from another origin (npm run dev) cannot start a worker:
 * the constructor throws and the calculator says it could not start. Jest mocks
 * this module (test/fake-calculator-worker.ts): Node has no Worker.
 */
export const startCalculatorWorker = (): Worker =>
  new Worker(new URL('./calculator.worker.ts', import.meta.url), { name: 'calculator' });
