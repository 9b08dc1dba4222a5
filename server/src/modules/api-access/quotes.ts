import type { ApiQuote, ApiQuotesQuery, PublicQuoteInput, User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../db/helpers.js';
import { translator } from '../../i18n/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { paginate, whereLike } from '../catalogue/listing.js';
import { joined, phrase } from '../notifications/phrases.js';
import { notificationsService } from '../notifications/service.js';
import { type AccessRow, pricesOf } from './repo.js';
import type { VehicleLookup } from './vehicles.js';
import { visitorConfirmation, visitorLanguage } from './visitor-mail.js';
import { upperSameLength } from '../../lib/upper-case.js';

/** Confirmations one address gets from one dealer's form per day; later requests are still stored. */
const CONFIRMATIONS_PER_ADDRESS = 3;
const CONFIRM_WINDOW_MS = 86_400_000;

interface QuoteRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  registration: string;
  vehicle: string;
  variant_id: number | null;
  stage: number | null;
  price: number | null;
  currency: string;
  message: string | null;
  status: 'new' | 'answered';
  origin: string;
  created_at: unknown;
}

const toQuote = (r: QuoteRow): ApiQuote => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  registration: r.registration,
  vehicle: r.vehicle,
  variant_id: r.variant_id,
  stage: r.stage,
  price: r.price === null ? null : Number(r.price),
  currency: r.currency,
  message: r.message ?? '',
  status: r.status,
  origin: r.origin,
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});

/** Quote requests from dealers' sites, as their dealer reads and answers them. */
export function quotesService(app: FastifyInstance, vehicles: VehicleLookup) {
  const db = app.db;
  return {
    async list(dealerId: number, q: ApiQuotesQuery) {
      const base = db('api_quotes').where({ user_id: dealerId });
      if (q.status) base.where({ status: q.status });
      const words = q.keywords?.trim();
      if (words)
        base.where((w) => {
          for (const [i, col] of ['name', 'email', 'phone', 'registration', 'vehicle'].entries())
            whereLike(w, col, words, 'contains', i > 0);
        });
      const page = await paginate(base, q, [{ column: 'id', order: 'desc' }], toQuote);
      return { status: 'success' as const, ...page };
    },

    async setStatus(user: User, id: number, status: 'new' | 'answered') {
      const changed = await db('api_quotes')
        .where({ id, user_id: user._id })
        .update({ status, updated_at: new Date() });
      if (!changed) throw notFound('Quote request');
      const row = (await db('api_quotes').where({ id }).first()) as QuoteRow;
      app.realtime.publish(user._id, { type: 'api_quote.updated', quote: toQuote(row) });
      return toQuote(row);
    },

    /**
     * Stores a visitor's request, then tells the dealer (in-app, live, e-mail) and the visitor (e-mail).
     * The messages go out after the row exists; a failed notification never loses the request.
     */
    async create(access: AccessRow, origin: string, input: PublicQuoteInput) {
      const variant = await vehicles.variant(input.variant_id);
      if (!variant) throw badRequest('Please choose a vehicle from the list.');
      if (input.stage !== undefined && !variant.stages.some((s) => s.stage === input.stage))
        throw badRequest('Please choose one of the stages offered for this vehicle.');
      const price =
        input.stage === undefined
          ? null
          : (pricesOf(access).find((p) => p.stage === input.stage)?.price ?? null);
      const row = {
        user_id: access.user_id,
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        phone: (input.phone ?? '').trim(),
        registration: upperSameLength((input.registration ?? '').trim()),
        vehicle: variant.vehicle.slice(0, 255),
        variant_id: variant._id,
        stage: input.stage ?? null,
        price,
        currency: access.currency,
        message: (input.message ?? '').trim(),
        status: 'new' as const,
        origin: origin.slice(0, 190),
        created_at: new Date(),
        updated_at: new Date(),
      };
      if (!row.name) throw badRequest('Please enter your name.');
      const [id] = await db('api_quotes').insert(row);
      const quote = toQuote({ ...row, id: Number(id) });
      app.realtime.publish(access.user_id, { type: 'api_quote.created', quote });
      // The dealer reads about it in their own language (profile), like their other notices.
      const dealer = await db('users')
        .where({ id: access.user_id })
        .first('email', 'language', 'firstname', 'lastname', 'username', 'company_name', 'phone');
      const td = translator(dealer?.language);
      const stageText = quote.stage ? td('api_quotes.stage', { stage: quote.stage }) : '';
      await notificationsService(app).create({
        inbox: { userId: access.user_id },
        type: 'api_quote.created',
        title: phrase('api_quotes.new_title'),
        message: joined(
          [
            `${quote.name}: ${quote.vehicle}`,
            quote.stage ? phrase('api_quotes.stage', { stage: quote.stage }) : '',
          ],
          ', ',
        ),
        link: '/quotes-through-api',
      });
      if (dealer?.email) {
        const site = (await app.settings.all()).site_title;
        const name = `${dealer.firstname ?? ''} ${dealer.lastname ?? ''}`.trim() || dealer.username;
        const lines = [quote.vehicle, stageText, quote.registration, quote.message].filter(Boolean);
        await app.mailer.send({
          to: dealer.email,
          language: dealer.language,
          subject: td('api_quotes.new_subject', { vehicle: quote.vehicle }),
          text: [
            td('email.greeting', { name }),
            '',
            [`${quote.name} <${quote.email}> ${quote.phone}`.trim(), ...lines].join('\n'),
            '',
            td('api_quotes.website', { origin }),
            td('api_quotes.open_link', { url: `${app.config.publicUrl}/quotes-through-api` }),
            '',
            td('email.signature', { site }),
          ].join('\n'),
        });
      }
      // The key is public and anyone can name any address, so the confirmation carries none of the sender's
      // free text and goes to one address at most a few times a day: the form cannot relay mail to strangers.
      const lately = await db('api_quotes')
        .where({ user_id: access.user_id, email: row.email })
        .andWhere('created_at', '>', new Date(Date.now() - CONFIRM_WINDOW_MS))
        .count<{ n: number }[]>({ n: '*' });
      if (!dealer || Number(lately[0]?.n ?? 0) > CONFIRMATIONS_PER_ADDRESS) return quote;
      // The visitor is written to in the language the widget was shown in, as the workshop they asked.
      const mail = visitorConfirmation(dealer, quote, origin, visitorLanguage(input.language));
      await app.mailer.send({ to: quote.email, ...mail });
      return quote;
    },
  };
}
