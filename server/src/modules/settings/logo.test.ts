import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, type TestApp, type TestUser } from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';
import { svgIsActive } from './logo.js';

let app: TestApp;
let staff: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app, { settings: true, miscellaneous: true });
});
afterAll(() => app.cleanup());

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

async function uploadLogo(content: string | Buffer, type: string, name = 'logo.svg') {
  const form = await formData({ site_title: 'Logo test' }, [{ field: 'logo', name, type, content }]);
  return app.inject({
    method: 'POST',
    url: '/api/settings',
    headers: { ...staff.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('the site logo', () => {
  it('refuses an SVG that would run a script from the portal, keeping the logo it had', async () => {
    const plain = await uploadLogo(`<svg ${SVG_NS}><circle r="4" fill="url(#g)"/></svg>`, 'image/svg+xml');
    expect(plain.statusCode, plain.body).toBe(200);
    const before = await app.settings.get('logo');

    const hostile = await uploadLogo(
      `<svg ${SVG_NS}><script href="/api/flink/7/download"/></svg>`,
      'image/svg+xml',
    );
    expect(hostile.statusCode).toBe(415);
    expect(hostile.json().message).toContain('The SVG logo contains scripts');
    expect(await app.settings.get('logo')).toEqual(before);
  });

  it('serves every logo with a policy that keeps an SVG opened on its own inert', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings/logo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).not.toContain("script-src 'self'");
  });

  it('tells the type from the content, not from what the browser claimed', async () => {
    const page = await uploadLogo('<html><script>alert(1)</script></html>', 'image/png', 'logo.png');
    expect(page.statusCode).toBe(415);
    expect(page.json().message).toBe('The logo must be a PNG, JPEG, SVG, WebP or GIF picture.');

    const png = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#d4380d' } })
      .png()
      .toBuffer();
    const res = await uploadLogo(png, 'application/octet-stream', 'logo.bin');
    expect(res.statusCode, res.body).toBe(200);
    // Invoice PDFs carry the logo when it is stored as a PNG or JPEG.
    expect((await app.settings.get('logo')).type).toBe('image/png');
    const served = await app.inject({ method: 'GET', url: res.json().logo_url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});

describe('svgIsActive', () => {
  const svg = (inner: string, attrs = '') => Buffer.from(`<svg ${SVG_NS}${attrs}>${inner}</svg>`);

  it('finds scripts, handlers, embedded content and outside references, however written', () => {
    const hostile = [
      svg('<script>alert(1)</script>'),
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg" href="/x.js"/>'),
      svg('', ' onload="alert(1)"'),
      svg('<rect width="1" height="1" ONclick = "x()"/>'),
      Buffer.from('<svg/onload="alert(1)"/>'),
      svg('<foreignObject><iframe src="/"/></foreignObject>'),
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
      svg('<a xlink:href="&#x6A;avascript&#58;alert(1)"><text>x</text></a>'),
      svg('<set attributeName="href" to="x"/>'),
      svg('<use href="/api/other.svg#a"/>'),
      svg('<image href="https://tracker.example/p.png"/>'),
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
      svg('<style>@import "https://x.example/a.css";</style>'),
      svg('<style>rect { fill: url(https://x.example/a.svg#p) }</style>'),
      Buffer.from(`<?xml-stylesheet href="/a.css"?><svg ${SVG_NS}/>`),
      Buffer.from(`<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG_NS}>&x;</svg>`),
    ];
    for (const bytes of hostile) expect(svgIsActive(bytes), bytes.toString()).toBe(true);
  });

  it('lets ordinary drawings through: gradients, local references, embedded pictures', () => {
    const plain = [
      svg(''),
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<rect fill="url(#g)" style="fill:url( \'#g\' )"/><use xlink:href="#g"/>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1"',
      ),
      svg('<image href="data:image/png;base64,iVBORw0KGgo="/><text>Tuning &amp; more</text>'),
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Created with Inkscape -->\n<svg ${SVG_NS} xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" sodipodi:docname="logo.svg"><path d="M0 0h4"/></svg>`,
      ),
    ];
    for (const bytes of plain) expect(svgIsActive(bytes), bytes.toString()).toBe(false);
  });
});
