/** Reads the e-mails the portal sent to the local mail sink (see mail-sink.mjs). */
interface Mail {
  to: string[];
  subject: string;
  text: string;
  at: number;
}

const sink = () => process.env.MAIL_SINK_URL ?? 'http://127.0.0.1:3126';

export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${sink()}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as Mail[];
}

/** The six-digit code of the newest e-mail to `address` sent after `since`, waiting for it to arrive. */
export async function waitForCode(address: string, since = 0, timeoutMs = 15_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const mails = (await mailsTo(address)).filter((m) => m.at >= since);
    for (const mail of mails.reverse()) {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code e-mailed to ${address} within ${timeoutMs} ms`);
}
