import type { FastifyInstance } from 'fastify';
import { type Phrase, phrase, render } from './phrases.js';

export interface PhraseMail {
  subject: Phrase;
  name: Phrase;
  lines: Phrase[];
}

/**
 * An e-mail in `language`, from the same phrases as the notification it copies: greeting, lines, signature.
 * Queued after the answer; a failure is logged as `what`, never fails the action that caused it.
 */
export function mailPhrases(
  app: FastifyInstance,
  to: string,
  language: string | null | undefined,
  m: PhraseMail,
  what: string,
): void {
  void (async () => {
    const site = (await app.settings.all()).site_title;
    const say = (p: Phrase) => render(p, language);
    await app.mailer.send({
      to,
      language,
      subject: say(m.subject),
      text: [
        say(phrase('email.greeting', { name: m.name })),
        ...m.lines.map(say),
        say(phrase('email.signature', { site })),
      ].join('\n\n'),
    });
  })().catch((err) => app.log.warn({ err, to }, `${what} not sent`));
}
