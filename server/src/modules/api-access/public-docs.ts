/** The public API's documentation page, written from its OpenAPI document (no scripts, works under CSP). */
type Doc = {
  info: { title: string; description: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: { 'application/json': { example?: unknown } } };
      }
    >
  >;
};

const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function docsPage(doc: Doc, origin: string): string {
  const sections: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const query = params
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${p.name}=1`)
        .join('&');
      const url = `${origin}${path.replace(/\{(\w+)\}/g, '1')}${query ? `?${query}` : ''}`;
      const example = op.requestBody?.content['application/json'].example;
      const curl =
        method === 'get'
          ? `curl -H "x-api-key: sk_live_..." "${url}"`
          : `curl -X ${method.toUpperCase()} -H "x-api-key: sk_live_..." -H "content-type: application/json" \\\n  -d '${JSON.stringify(example ?? {})}' "${url}"`;
      sections.push(`<section>
<h2><code>${method.toUpperCase()} ${html(path)}</code></h2>
<p>${html(op.summary ?? '')}</p>
${params.length ? `<p>Parameters: ${params.map((p) => `<code>${html(p.name)}</code> (${p.in}${p.required ? ', required' : ''})`).join(', ')}</p>` : ''}
<pre>${html(curl)}</pre>
</section>`);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(doc.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f1f1f}pre{background:#f5f5f5;padding:.75rem;overflow:auto;white-space:pre-wrap}h2{font-size:1.05rem;margin-top:2rem}code{background:#f5f5f5;padding:0 .2rem}</style>
</head><body>
<h1>${html(doc.info.title)}</h1>
<p>${html(doc.info.description).replace(/\n\n/g, '</p><p>')}</p>
<h2>The widget</h2>
<pre>${html(`<script src="${origin}/api/public/v1/widget.js" data-key="pk_live_..." async></script>\n<tuning-widget lang="en"></tuning-widget>`)}</pre>
<p>Machine-readable document: <a href="${origin}/api/public/v1/openapi.json">openapi.json</a>.</p>
${sections.join('\n')}
</body></html>`;
}
