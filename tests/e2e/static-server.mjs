// A plain static file server for the e2e tests of the static build: `node static-server.mjs DIR
// PREFIX PORT` serves DIR's files under PREFIX (e.g. /tg), nothing else. It does what GitHub
// Pages and `python3 -m http.server` do and no more: a folder without its slash is redirected to
// it, a folder is its index.html, a missing file is 404 with DIR/404.html as the body (GitHub
// Pages' fallback). No headers beyond the content type: no CSP header, so the pages' <meta> CSP
// is all there is, as on those hosts.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const [dir, prefix, port] = process.argv.slice(2);
const root = path.resolve(dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json'
};

async function notFound(res) {
  res.statusCode = 404;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(await readFile(path.join(root, '404.html')).catch(() => 'Not found'));
}

http
  .createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    if (pathname !== prefix && !pathname.startsWith(prefix + '/')) return notFound(res);
    const file = path.join(root, pathname.slice(prefix.length));
    if (!file.startsWith(root)) return notFound(res);
    let target = file;
    const s = await stat(file).catch(() => undefined);
    if (s?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.statusCode = 301;
        res.setHeader('location', pathname + '/' + url.search);
        return res.end();
      }
      target = path.join(file, 'index.html');
    }
    const body = await readFile(target).catch(() => undefined);
    if (!body) return notFound(res);
    res.setHeader('content-type', TYPES[path.extname(target)] ?? 'application/octet-stream');
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1');
