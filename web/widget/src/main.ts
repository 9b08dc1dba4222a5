import { apiClient, type Config, type Option, type Variant, WidgetError } from './api.js';
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

async function mount(host: HTMLElement, key: string, langTag: string) {
  const { lang, t } = dictionary(langTag);
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

  const explain = (e: unknown) => {
    const code = e instanceof WidgetError ? e.code : '';
    if (code === 'NETWORK' || code === 'ORIGIN_NOT_ALLOWED') return t('notAllowed');
    if (code.startsWith('API_KEY') || code === 'FEATURE_DISABLED') return t('unavailable');
    return (e instanceof WidgetError && e.message) || t('error');
  };

  let api = apiClient(scriptBase, key);
  let config: Config;
  try {
    config = await api.call<Config>('/config');
  } catch (e) {
    status.textContent = explain(e);
    return;
  }
  if (config.look.base_url) api = apiClient(config.look.base_url.replace(/\/+$/, ''), key);
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
        ...list.map((i) => h('option', { value: String(i._id) }, i.name)),
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
        show(id, variant);
      }
    } catch (e) {
      fail(e);
    }
  }

  const money = (minor: number | null, currency: string) =>
    minor === null
      ? t('onRequest')
      : new Intl.NumberFormat(lang, { style: 'currency', currency }).format(minor / 100);

  function show(variantId: number, v: Variant | null) {
    if (v) {
      const head = h(
        'tr',
        {},
        ...['', t('power'), 'kW', t('torque'), t('price')].map((x) => h('th', { scope: 'col' }, x)),
      );
      const rows = [
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t('stock')),
          h('td', {}, `${v.stock_hp ?? '–'} hp`),
          h('td', {}, `${v.stock_kw ?? '–'}`),
          h('td', {}, `${v.stock_torque ?? '–'} Nm`),
          h('td', {}, ''),
        ),
        ...v.stages.map((s) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, `${t('stage')} ${s.stage}`),
            h('td', {}, `${s.hp} hp${s.hp_gain ? ` (+${s.hp_gain})` : ''}`),
            h('td', {}, String(s.kw)),
            h('td', {}, `${s.torque} Nm${s.torque_gain ? ` (+${s.torque_gain})` : ''}`),
            h('td', {}, money(s.price, v.currency)),
          ),
        ),
      ];
      result.append(
        h('h3', {}, v.vehicle),
        h(
          'table',
          {},
          h('caption', { hidden: true }, v.vehicle),
          h('thead', {}, head),
          h('tbody', {}, ...rows),
        ),
        chart(v, t('chart'), {
          stock: t('stock'),
          stage: t('stage'),
          power: t('power'),
          torque: t('torque'),
        }),
      );
    }
    if (takeQuotes) result.append(quoteForm(variantId, v));
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

  function quoteForm(variantId: number, v: Variant | null) {
    const box = h('form', { novalidate: true });
    const name = field('name', 'text', true, { autocomplete: 'name', maxlength: '120' });
    const email = field('email', 'email', true, { autocomplete: 'email', maxlength: '190' });
    const phone = field('phone', 'tel', false, { autocomplete: 'tel', maxlength: '40' });
    const reg = field('registration', 'text', false, { maxlength: '20' });
    const message = field('message', 'textarea', false, { maxlength: '2000' });
    const stageId = uid();
    const stage = h('select', { id: stageId, name: 'stage' }, h('option', { value: '' }, t('choose')));
    for (const s of v?.stages ?? [])
      stage.append(h('option', { value: String(s.stage) }, `${t('stage')} ${s.stage}`));
    const fields = h('div', { class: 'g' }, name.el, email.el, phone.el, reg.el);
    if (v?.stages.length) fields.append(h('div', {}, h('label', { for: stageId }, t('stage')), stage));
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
    box.append(h('h3', {}, t('quote')), fields, message.el);
    if (config.captcha) {
      box.append(picture, captcha.el);
      loadCaptcha().catch(fail);
    }
    box.append(send, formError);

    box.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      let ok = true;
      const check = (f: ReturnType<typeof field>, problem: string) => {
        f.err.textContent = problem;
        f.input.setAttribute('aria-invalid', problem ? 'true' : 'false');
        if (problem && ok) f.input.focus();
        if (problem) ok = false;
      };
      check(name, name.input.value.trim() ? '' : t('required'));
      check(email, EMAIL.test(email.input.value.trim()) ? '' : t('badEmail'));
      if (config.captcha) check(captcha, captcha.input.value.trim() ? '' : t('required'));
      if (!ok) return;
      send.disabled = true;
      formError.textContent = '';
      try {
        const answer = await api.call<{ message: string }>('/quotes', {
          name: name.input.value.trim(),
          email: email.input.value.trim(),
          phone: phone.input.value.trim() || undefined,
          registration: reg.input.value.trim() || undefined,
          message: message.input.value.trim() || undefined,
          variant_id: variantId,
          stage: stage.value ? Number(stage.value) : undefined,
          language: lang,
          ...(config.captcha ? { captcha_id: captchaId, captcha_answer: captcha.input.value.trim() } : {}),
        });
        box.replaceWith(h('div', { class: 'm ok', role: 'status' }, answer.message || t('thanks')));
      } catch (e) {
        formError.textContent = explain(e);
        send.disabled = false;
        if (config.captcha) loadCaptcha().catch(() => undefined);
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
