import { OrderSubmitFields, ROLE, type User } from '@portal/contracts';
import { isOpen } from '@portal/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../lib/errors.js';
import { schemaProblem } from '../../lib/schema-check.js';
import { captchas } from '../auth/captcha.js';
import { automationService } from '../automation/service.js';
import { quoteOrder } from '../catalogue/quote.js';
import { withTransaction } from '../credits/ledger.js';
import { billing } from './billing.js';
import { orderEvents } from './events.js';
import { addEvent, dbTime, findOrder, type OrderRow } from './repo.js';
import { loadSchedule } from './schedule.js';
import { dueAt } from './service.js';
import { discard, field, type Form, isYes, listField, readForm } from './upload.js';
import { resolveVehicle } from './vehicle.js';
import { upperSameLength } from '../../lib/upper-case.js';

export const EXTRAS_MESSAGE = 'Extra files must be zipped into one ZIP or RAR file.';
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const RAR = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]);

/** Spec 5: the three confirmations of the order form, each named when missing. */
const CONFIRMATIONS: [string, string][] = [
  ['agree_terms', 'Please confirm that you agree to the terms and the payment policy (agree_terms).'],
  [
    'vehicle_info_correct',
    'Please confirm that the vehicle information is correct and the fault codes are attached (vehicle_info_correct).',
  ],
  [
    'instructions_checked',
    'Please confirm that you have checked the instructions and the log and ticket messages (instructions_checked).',
  ],
];

const Fields = Type.Omit(OrderSubmitFields, ['original_file', 'extra_files']);

/** Text fields of the form in the shape of the contract: numbers, lists and flags parsed. */
function parseFields(form: Form) {
  const int = (name: string) => {
    const v = field(form, name);
    return v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : Number.NaN;
  };
  const ids = (name: string) => listField(form, name).map((v) => (/^\d+$/.test(v) ? Number(v) : Number.NaN));
  const data: Record<string, unknown> = {
    vtype: int('vtype'),
    manufacturer: int('manufacturer'),
    vmodel: int('vmodel'),
    generation: int('generation'),
    variant: int('variant'),
    make: field(form, 'make'),
    model: field(form, 'model'),
    engine: field(form, 'engine'),
    year: field(form, 'year'),
    reg_no: field(form, 'reg_no') ?? '',
    tool: field(form, 'tool'),
    master_or_slave: field(form, 'master_or_slave')?.toLowerCase(),
    ecu_brand: field(form, 'ecu_brand'),
    services: ids('services'),
    options: ids('options'),
    time_frame: field(form, 'time_frame'),
    dtc: listField(form, 'dtc').map((c) => c.toUpperCase()),
    comment: field(form, 'comment'),
    agree_terms: isYes(field(form, 'agree_terms')),
    vehicle_info_correct: isYes(field(form, 'vehicle_info_correct')),
    instructions_checked: isYes(field(form, 'instructions_checked')),
    captcha_id: field(form, 'captcha_id'),
    captcha: field(form, 'captcha'),
    pay_later: isYes(field(form, 'pay_later')),
  };
  for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
  // Checked as a JSON body would be: the same limits, counted in characters, and the same words (a missing
  // field is asked for by name).
  const problem = schemaProblem(Fields, data, 'body');
  if (problem) throw problem;
  return data as typeof Fields.static;
}

/**
 * POST /order and /agent_order: reads the form (files stream to storage first), checks everything, prices
 * the order from the catalogue with the domain's pricing and inserts it with its payment in one transaction.
 * Any refusal deletes the stored files, so nothing is left behind.
 */
export async function submitOrder(app: FastifyInstance, user: User, req: FastifyRequest, isAgent: boolean) {
  if (user.role_id !== ROLE.CUSTOMER) throw forbidden('Orders are sent from a customer account.');
  const settings = await app.settings.all();
  const form = await readForm(app, req, {
    original_file: { folder: 'orders/original', label: 'The original file' },
    extra_files: {
      folder: 'orders/extras',
      label: 'The extra files',
      extensions: ['.zip', '.rar'],
      magic: [ZIP, RAR],
      rejectMessage: EXTRAS_MESSAGE,
    },
  });
  const original = form.files.original_file?.[0];
  const extras = form.files.extra_files?.[0];
  let orderId = 0;
  let services: string[] = [];
  try {
    for (const [name, message] of CONFIRMATIONS) if (!isYes(field(form, name))) throw badRequest(message);
    if (settings.captcha_verification)
      await captchas(app).check(field(form, 'captcha_id'), field(form, 'captcha'));
    if (!original) throw badRequest('Please attach the original file (original_file).');
    if (original.size === 0) throw badRequest('The original file is empty.');
    const f = parseFields(form);
    if (settings.reg_no_mode !== 'off' && !f.reg_no.trim())
      throw badRequest('Please fill in the registration number (reg_no).');
    if (!(await app.settings.get('supported_tools')).includes(f.tool))
      throw badRequest(`"${f.tool}" is not one of the supported tools.`);
    const payLater = Boolean(f.pay_later);
    if (payLater && (isAgent || !settings.submit_order_pay_later))
      throw badRequest('Paying later is not available. Please pay for the order now.');
    const vehicle = await resolveVehicle(app.db, f);
    // The catalogue's quote prices with the same domain function the order form previews with.
    const quote = await quoteOrder(app.db, {
      service_ids: f.services,
      option_ids: f.options ?? [],
      price_type: vehicle.priceType,
    });
    services = quote.lines.filter((l) => l.kind === 'service').map((l) => l.name ?? '');
    const now = new Date();
    const hours = await loadSchedule(app.db, now);
    const due = payLater ? null : dueAt(hours, f.time_frame, now);
    const { priceType, ...vehicleColumns } = vehicle;
    const row = {
      user_id: user._id,
      is_agent: isAgent,
      status: payLater ? 'unpaid' : 'pending',
      current_status: '',
      ...vehicleColumns,
      year: f.year ?? '',
      reg_no: upperSameLength(f.reg_no.trim()),
      tool: f.tool,
      master_or_slave: f.master_or_slave,
      ecu_brand: f.ecu_brand.trim(),
      time_frame: f.time_frame,
      dtc: JSON.stringify(f.dtc ?? []),
      comment: f.comment ?? '',
      price_type: priceType,
      payment_type: isAgent ? 'money' : 'credits',
      credit_count: quote.total,
      // Agent orders cost the credit price in the site currency (credit_price is per whole credit).
      total_cost: isAgent ? Math.round((quote.total * settings.credit_price) / 100) : 0,
      currency: isAgent ? settings.currency : '',
      pay_later: payLater,
      paid_at: payLater ? null : dbTime(app.db, now),
      waiting_for_opening: !isOpen(hours.schedule, hours.closing, now),
      due_at: due && dbTime(app.db, due),
      original_key: original.key,
      original_name: original.name,
      original_size: original.size,
      original_sha256: original.sha256,
      extras_key: extras?.key ?? null,
      extras_name: extras?.name ?? '',
      extras_size: extras?.size ?? 0,
      extras_sha256: extras?.sha256 ?? '',
      created_at: dbTime(app.db, now),
      updated_at: dbTime(app.db, now),
    };
    orderId = await withTransaction(app.db, async (trx) => {
      const [id] = await trx('orders').insert(row);
      const order = { ...row, id: Number(id) } as unknown as OrderRow;
      await trx('order_items').insert(
        quote.lines.map((l) => ({
          order_id: order.id,
          kind: l.kind,
          item_id: l._id,
          name: (l.name ?? '').slice(0, 190),
          amount: l.amount,
        })),
      );
      await addEvent(trx, { orderId: order.id, from: null, to: order.status, actorId: user._id });
      if (!payLater) await billing.pay(trx, order, user._id);
      return order.id;
    });
  } catch (err) {
    await discard(app, [original?.key, extras?.key]);
    throw err;
  }
  const events = orderEvents(app);
  const created = await findOrder(app.db, orderId, isAgent);
  if (created) {
    await events.created(created, services, created.time_frame);
    if (created.status === 'pending') await automationService(app, events).tryDeliver(orderId);
  }
  return orderId;
}
