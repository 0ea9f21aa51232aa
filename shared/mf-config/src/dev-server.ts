import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

/**
 * Serves the remote in `dir` from memory on `port` and rebuilds it on every
 * change: a remote's inner loop. The composed site loads its manifest from
 * here (scripts/dev.mjs points the served remotes.json at it), so the remote
 * runs inside the real shell; after each rebuild the dev-server client that
 * rides in its remoteEntry.js reloads the page. Hot module replacement is off:
 * React Fast Refresh does not cross a federation boundary reliably, a reload does.
 *
 * With `standalone` it is also the remote's own dev page: the production shell
 * from `shellDir` composing this remote alone (a remotes.json of one entry),
 * with /api and the socket proxied to the API at `apiUrl`.
 */
export async function serveRemote(
  dir: string,
  port: number,
  standalone?: { shellDir: string; apiUrl: string },
): Promise<WebpackDevServer> {
  process.env.NODE_ENV = 'development';
  // Loaded through tsx's require hook (see dev-cli.cjs): configs are TypeScript.
  const config = (require(join(dir, 'webpack.config.ts')) as { default: Configuration }).default;
  const compiler = webpack({ ...config, output: { ...config.output, clean: false } });
  const started = { at: Date.now() };
  compiler.hooks.invalid.tap('elearn-dev', () => {
    started.at = Date.now();
  });
  compiler.hooks.done.tap('elearn-dev', (stats) => {
    const seconds = ((Date.now() - started.at) / 1000).toFixed(1);
    console.log(stats.hasErrors() ? `rebuild failed after ${seconds} s` : `rebuilt in ${seconds} s`);
  });
  const server = new WebpackDevServer(
    {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      static: false,
      // The page comes from the site on another port: it must be allowed to fetch and connect here.
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { warnings: false } },
      ...(standalone ? standalonePage(dir, standalone) : {}),
    },
    compiler,
  );
  await server.start();
  return server;
}

/** The dev server options that make it a page of its own: the shell, this remote alone, the API behind it. */
function standalonePage(dir: string, { shellDir, apiUrl }: { shellDir: string; apiUrl: string }) {
  const { name, regions, routes } = JSON.parse(readFileSync(join(dir, 'src/routes.json'), 'utf8'));
  const remotes = { remotes: [{ name, version: 'dev', manifest: '/mf-manifest.json', regions, routes }] };
  return {
    static: { directory: shellDir, publicPath: '/', serveIndex: false, watch: false },
    historyApiFallback: { index: '/index.html' },
    proxy: [{ context: ['/api', '/socket.io'], target: apiUrl, ws: true }],
    setupMiddlewares: (middlewares: WebpackDevServer.Middleware[]) => [
      {
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_request: unknown, response: { json: (body: unknown) => void }) =>
          response.json(remotes),
      },
      ...middlewares,
    ],
  };
}
