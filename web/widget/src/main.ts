import { apiClient, type Config, type Option, type StagePrice, type Variant, WidgetError } from './api.js';
import { chart } from './chart.js';
import { dictionary, type Key, RTL } from './dictionary.js';
import { h, uid } from './dom.js';
import { css } from './styles.js';

/**
 * The dealer widget: one <script src=".../api/public/v1/widget.js" data-key="pk_live_..."> on any page,
 * optionally a <tuning-widget> element to place it (several are allowed, each may carry key and lang).
 * Everything renders in a shadow root so host CSS cannot break it and its CSS cannot leak out.
 */
const script = document.currentScript as HTMLScriptElement | null;
const scriptBase = script?.src ? new URL(script.src).origin : location.origin;

const DEFAULT_LOOK = {
  primary_color: '#d4380d',
  text_color: '#1f1f1f',
  background_color: '#ffffff',
  font_family: '',
  base_url: '',
};

const CHAIN: [Key, string, string][] = [
  ['type', '/vehicles/types', ''],
  ['make', '/vehicles/makes', 'type_id'],
  ['model', '/vehicles/models', 'make_id'],
  ['generation', '/vehicles/generations', 'model_id'],
  ['engine', '/vehicles/variants', 'generation_id'],
];

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** The API's own rule for phone numbers (PublicQuoteInput.phone in @portal/contracts). */
const PHONE = /^[0-9 +()./-]*$/;
/** Free text must not look like HTML (the API refuses < and >). */
const TAGS = /[<>]/;
/** Codes that mean the key itself is wrong (mistyped, replaced, revoked, or the secret one). */
const BAD_KEY = ['API_KEY_MISSING', 'API_KEY_INVALID', 'API_KEY_REVOKED', 'SECRET_KEY_IN_BROWSER'];

async function mount(host: HTMLElement, key: string, langTag: string) {
  const { lang, t, unit } = dictionary(langTag);
  const root = host.attachShadow({ mode: 'open' });
  const style = (look: typeof DEFAULT_LOOK) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css(look));
    root.adoptedStyleSheets = [sheet];
  };
  style(DEFAULT_LOOK);
  const w = h('div', { class: 'w', lang, dir: RTL.includes(lang) ? 'rtl' : 'ltr' });
  const title = h('h2', { id: uid() }, t('title'));
  w.setAttribute('role', 'region');
  w.setAttribute('aria-labelledby', title.id);
  const status = h('div', { class: 'm', role: 'status', 'aria-live': 'polite' }, t('loading'));
  w.append(title, status);
  root.append(w);

  // The widget's own words for what the API answers; other messages come in the widget's language, as it
  // sends that (not the browser's) with every call.
  const explain = (e: unknown) => {
    const code = e instanceof WidgetError ? e.code : '';
    if (code === 'NETWORK' || code === 'ORIGIN_NOT_ALLOWED') return t('notAllowed');
    if (BAD_KEY.includes(code)) return t('badKey');
    if (code.startsWith('API_KEY') || code === 'FEATURE_DISABLED') return t('unavailable');
    if (code === 'RATE_LIMITED') return t('busy');
    if (code === 'CAPTCHA_INVALID') return t('captchaWrong');
    if (code === 'CAPTCHA_REQUIRED') return t('required');
    if (code === 'VALIDATION') return t('error');
    return (e instanceof WidgetError && e.message) || t('error');
  };

  let api = apiClient(scriptBase, key, lang);
  let config: Config;
  try {
    config = await api.call<Config>('/config');
  } catch (e) {
    status.textContent = explain(e);
    return;
  }
  if (config.look.base_url) api = apiClient(config.look.base_url.replace(/\/+$/, ''), key, lang);
  style(config.look);
  status.hidden = true;
  const showFigures = config.api_for !== 'quotes';
  const takeQuotes = config.api_for !== 'vehicle_statistics';

  const fail = (e: unknown) => {
    status.hidden = false;
    status.textContent = explain(e);
  };

  // Searchable dropdowns: a search box that filters its list after a 200 ms pause.
  const pickers = CHAIN.map(([label], level) => {
    const id = uid();
    const search = h('input', {
      type: 'search',
      class: 's',
      placeholder: t('search'),
      'aria-label': `${t(label)} – ${t('search')}`,
    });
    const select = h('select', { id });
    let items: Option[] = [];
    const render = () => {
      const q = search.value.trim().toLowerCase();
      const list = items.filter((i) => i.name.toLowerCase().includes(q));
      select.replaceChildren(
        h('option', { value: '' }, list.length ? t('choose') : t('noOptions')),
        // Each name in its own direction: in a right-to-left widget "2.0 TDI 150hp" stays as written.
        ...list.map((i) => h('option', { value: String(i._id), dir: 'auto' }, i.name)),
      );
    };
    let timer = 0;
    search.addEventListener('input', () => {
      clearTimeout(timer);
      timer = window.setTimeout(render, 200);
    });
    select.addEventListener('change', () => void picked(level, Number(select.value) || null));
    const set = (list: Option[]) => {
      items = list;
      search.value = '';
      search.disabled = select.disabled = list.length === 0 && level > 0;
      render();
    };
    set([]);
    search.disabled = select.disabled = true;
    return { el: h('div', {}, h('label', { for: id }, t(label)), search, select), set };
  });
  const form = h('div', { class: 'g' }, ...pickers.map((p) => p.el));
  const result = h('div', { 'aria-live': 'polite' });
  w.append(form, result);

  async function picked(level: number, id: number | null) {
    for (const p of pickers.slice(level + 1)) p.set([]);
    result.replaceChildren();
    status.hidden = true;
    if (!id) return;
    try {
      if (level < CHAIN.length - 1) {
        const [, path, param] = CHAIN[level + 1] as [Key, string, string];
        const { items } = await api.call<{ items: Option[] }>(`${path}?${param}=${id}`);
        pickers[level + 1]?.set(items);
      } else {
        const variant = showFigures ? await api.call<Variant>(`/vehicles/variants/${id}`) : null;
        // Without figures the stages a request may name (and the dealer's prices) come on their own.
        const offer = variant
          ? variant.stages
          : takeQuotes
            ? (await api.call<{ stages: StagePrice[] }>(`/vehicles/variants/${id}/stages`)).stages
            : [];
        show(id, variant, offer);
      }
    } catch (e) {
      fail(e);
    }
  }

  const money = (minor: number | null, currency: string) =>
    minor === null
      ? t('onRequest')
      : new Intl.NumberFormat(lang, { style: 'currency', currency }).format(minor / 100);

  function show(variantId: number, v: Variant | null, offer: StagePrice[]) {
    if (v) {
      const head = h(
        'tr',
        {},
        // The kW column's title is the unit alone, as the language writes it ("kW", "кВт").
        ...['', t('power'), unit('kw', '').trim(), t('torque'), t('price')].map((x) =>
          h('th', { scope: 'col' }, x),
        ),
      );
      const rows = [
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t('stock')),
          h('td', {}, v.stock_hp === null ? '–' : unit('hp', v.stock_hp)),
          h('td', {}, `${v.stock_kw ?? '–'}`),
          h('td', {}, v.stock_torque === null ? '–' : unit('nm', v.stock_torque)),
          h('td', {}, ''),
        ),
        ...v.stages.map((s) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, `${t('stage')} ${s.stage}`),
            h('td', {}, `${unit('hp', s.hp)}${s.hp_gain ? ` (+${s.hp_gain})` : ''}`),
            h('td', {}, String(s.kw)),
            h('td', {}, `${unit('nm', s.torque)}${s.torque_gain ? ` (+${s.torque_gain})` : ''}`),
            h('td', {}, money(s.price, v.currency)),
          ),
        ),
      ];
      result.append(
        // Isolated like the options' names, so a right-to-left widget keeps the name's own order.
        h('h3', {}, h('bdi', {}, v.vehicle)),
        h(
          'table',
          {},
          h('caption', { hidden: true }, h('bdi', {}, v.vehicle)),
          h('thead', {}, head),
          h('tbody', {}, ...rows),
        ),
        chart(
          v,
          t('chart'),
          { stock: t('stock'), stage: t('stage'), power: t('power'), torque: t('torque') },
          unit,
        ),
      );
    }
    if (takeQuotes) result.append(quoteForm(variantId, v, offer));
  }

  function field(name: Key, type: string, required: boolean, extra: Record<string, string> = {}) {
    const id = uid();
    const err = h('div', { class: 'e', id: `${id}e`, role: 'alert' });
    const input =
      type === 'textarea'
        ? h('textarea', { id, name, 'aria-describedby': err.id, ...extra })
        : h('input', { id, name, type, 'aria-describedby': err.id, ...extra });
    if (required) input.setAttribute('aria-required', 'true');
    return {
      el: h('div', {}, h('label', { for: id }, `${t(name)}${required ? ' *' : ''}`), input, err),
      input,
      err,
    };
  }

  function quoteForm(variantId: number, v: Variant | null, offer: StagePrice[]) {
    const box = h('form', { novalidate: true });
    const name = field('name', 'text', true, { autocomplete: 'name', maxlength: '120' });
    const email = field('email', 'email', true, { autocomplete: 'email', maxlength: '190' });
    const phone = field('phone', 'tel', false, { autocomplete: 'tel', maxlength: '40' });
    const reg = field('registration', 'text', false, { maxlength: '20' });
    const message = field('message', 'textarea', false, { maxlength: '2000' });
    const stageId = uid();
    const stage = h('select', { id: stageId, name: 'stage' }, h('option', { value: '' }, t('choose')));
    for (const s of offer)
      stage.append(
        h(
          'option',
          { value: String(s.stage) },
          // Without the figures table the price shows here.
          `${t('stage')} ${s.stage}${!v && s.price !== null ? ` (${money(s.price, config.currency)})` : ''}`,
        ),
      );
    const fields = h('div', { class: 'g' }, name.el, email.el, phone.el, reg.el);
    if (offer.length) fields.append(h('div', {}, h('label', { for: stageId }, t('stage')), stage));
    const captcha = field('captcha', 'text', true, { autocomplete: 'off', maxlength: '20' });
    const picture = h('div', { class: 'cap', 'aria-hidden': 'true' });
    let captchaId = '';
    const loadCaptcha = async () => {
      const c = await api.call<{ captcha_id: string; svg: string }>('/captcha');
      captchaId = c.captcha_id;
      picture.innerHTML = c.svg;
    };
    const send = h('button', { type: 'submit' }, t('send'));
    const formError = h('div', { class: 'e', role: 'alert' });
    box.append(h('h3', {}, t('quote')), fields, message.el, send, formError);
    // Asked for by the dealer's settings, or later by the API (the site may require captchas meanwhile).
    let withCaptcha = false;
    const showCaptcha = () => {
      if (!withCaptcha) send.before(picture, captcha.el);
      withCaptcha = true;
      captcha.input.value = '';
      loadCaptcha().catch(fail);
    };
    if (config.captcha) showCaptcha();

    // Where the API's validation of a field is shown, and in which words.
    const fieldOf: Record<string, ReturnType<typeof field>> = {
      name,
      email,
      phone,
      registration: reg,
      message,
      captcha_id: captcha,
      captcha_answer: captcha,
    };
    const wordsFor = (f: ReturnType<typeof field>, code: string) =>
      f === email
        ? t('badEmail')
        : f === phone
          ? t('badPhone')
          : f === captcha
            ? code === 'CAPTCHA_INVALID'
              ? t('captchaWrong')
              : t('required')
            : f.input.value.trim()
              ? t('noTags')
              : t('required');

    box.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      let ok = true;
      const check = (f: ReturnType<typeof field>, problem: string) => {
        f.err.textContent = problem;
        f.input.setAttribute('aria-invalid', problem ? 'true' : 'false');
        if (problem && ok) f.input.focus();
        if (problem) ok = false;
      };
      const value = (f: ReturnType<typeof field>) => f.input.value.trim();
      check(name, !value(name) ? t('required') : TAGS.test(value(name)) ? t('noTags') : '');
      check(email, EMAIL.test(value(email)) ? '' : t('badEmail'));
      check(phone, PHONE.test(value(phone)) ? '' : t('badPhone'));
      check(reg, TAGS.test(value(reg)) ? t('noTags') : '');
      check(message, TAGS.test(value(message)) ? t('noTags') : '');
      if (withCaptcha) check(captcha, value(captcha) ? '' : t('required'));
      if (!ok) return;
      send.disabled = true;
      formError.textContent = '';
      try {
        await api.call('/quotes', {
          name: name.input.value.trim(),
          email: email.input.value.trim(),
          phone: phone.input.value.trim() || undefined,
          registration: reg.input.value.trim() || undefined,
          message: message.input.value.trim() || undefined,
          variant_id: variantId,
          stage: stage.value ? Number(stage.value) : undefined,
          language: lang,
          ...(withCaptcha ? { captcha_id: captchaId, captcha_answer: captcha.input.value.trim() } : {}),
        });
        box.replaceWith(h('div', { class: 'm ok', role: 'status' }, t('thanks')));
      } catch (e) {
        send.disabled = false;
        const code = e instanceof WidgetError ? e.code : '';
        const target =
          code === 'VALIDATION'
            ? fieldOf[(e as WidgetError).field]
            : code.startsWith('CAPTCHA_')
              ? captcha
              : undefined;
        // A captcha is used up by any try that reached it: a new picture for the next one.
        if (withCaptcha || target === captcha) showCaptcha();
        if (target) check(target, wordsFor(target, code));
        else formError.textContent = explain(e);
      }
    });
    return box;
  }

  try {
    const { items } = await api.call<{ items: Option[] }>('/vehicles/types');
    pickers[0]?.set(items);
    const first = pickers[0]?.el.querySelectorAll('input,select');
    for (const el of first ?? []) (el as HTMLInputElement).disabled = false;
  } catch (e) {
    fail(e);
  }
}

function start() {
  const hosts = [...document.querySelectorAll<HTMLElement>('tuning-widget')];
  if (!hosts.length && script) {
    const el = document.createElement('tuning-widget');
    if (script.parentElement && script.parentElement !== document.head) script.after(el);
    else document.body.append(el);
    hosts.push(el);
  }
  for (const host of hosts) {
    if (host.shadowRoot) continue;
    const key = host.getAttribute('key') || script?.dataset.key || '';
    const lang =
      host.getAttribute('lang') ||
      script?.dataset.lang ||
      document.documentElement.lang ||
      navigator.language ||
      'en';
    void mount(host, key, lang);
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
