import { createServer, type Server } from 'node:http';

/**
 * A dealer's own website on another local origin: a page that embeds the widget with one script tag. The
 * page can carry hostile CSS (a stylesheet of its own) and a strict CSP that allows only the portal's
 * origin for scripts and calls. `/pasted?snippet=...` is a page with the given HTML (a copied snippet) instead.
 */
export async function startHostSite(port: number, portal: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/host.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end('* { font-size: 40px !important; } div:empty { display: none; }');
      return;
    }
    // The dealer's paste: the snippet as copied from the portal, put into the page as it is.
    const pasted = url.pathname === '/pasted' ? (url.searchParams.get('snippet') ?? '') : null;
    const key = url.searchParams.get('key') ?? '';
    const lang = url.searchParams.get('lang') ?? 'en';
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src ${portal}; connect-src ${portal}; style-src 'self'; img-src 'none'`,
    });
    res.end(`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>Dealer site</title><link rel="stylesheet" href="/host.css"></head>
<body>
<h1>Our workshop</h1>
${pasted ?? `<tuning-widget></tuning-widget>\n<script src="${portal}/api/public/v1/widget.js" data-key="${key}" async></script>`}
</body>
</html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
