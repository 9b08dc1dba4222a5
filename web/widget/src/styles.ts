import type { Look } from './api.js';

/**
 * The widget's only styles, adopted into its shadow root as a constructed sheet: no <style> element and no
 * style attributes, so a host page's CSP that forbids inline styles does not strip them, and the host's
 * own rules cannot reach inside. Sizes are in px so a host's `font-size` on the element changes nothing.
 */
export function css(look: Look): string {
  const font = look.font_family || 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  return `
:host{all:initial!important;display:block!important;contain:content}
.w{all:initial;display:block;box-sizing:border-box;font:14px/1.45 ${font};color:${look.text_color};background:${look.background_color};border:1px solid #d9d9d9;border-radius:8px;padding:16px;max-width:720px;min-width:288px}
:where(.w *){box-sizing:border-box;font:inherit;color:inherit}
h2{font-size:18px;font-weight:600;margin:0 0 12px}
h3{font-size:15px;font-weight:600;margin:16px 0 8px}
.g{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:10px}
label{display:block;font-size:12px;font-weight:600;margin:0 0 4px}
input,select,textarea{display:block;width:100%;font-size:14px;padding:6px 8px;border:1px solid #bfbfbf;border-radius:4px;background:#fff;color:#1f1f1f;min-height:32px}
textarea{min-height:64px;resize:vertical}
input:focus,select:focus,textarea:focus,button:focus{outline:2px solid ${look.primary_color};outline-offset:1px}
.s{margin-bottom:4px}
button{display:inline-block;cursor:pointer;font-size:14px;font-weight:600;padding:8px 16px;border:0;border-radius:4px;background:${look.primary_color};color:#fff;margin-top:12px}
button[disabled]{opacity:.6;cursor:default}
table{width:100%;border-collapse:collapse;font-size:13px;margin:8px 0}
th,td{text-align:start;padding:4px 6px;border-bottom:1px solid #e8e8e8}
.c{margin:8px 0}
.r{display:flex;align-items:center;gap:6px;margin:2px 0;font-size:12px}
.r span{flex:0 0 72px}
.b{height:12px;border-radius:2px;background:#8c8c8c}
.b.t{background:${look.primary_color}}
.e{color:#cf1322;font-size:12px;margin-top:2px;min-height:0}
.m{padding:12px;border-radius:4px;background:#f5f5f5;color:#1f1f1f}
.ok{background:#f6ffed;color:#135200}
.cap svg{display:block;max-width:160px;height:auto;background:#fff}
[hidden]{display:none!important}
@media (max-width:360px){.w{padding:10px}.r span{flex-basis:56px}}
`;
}
