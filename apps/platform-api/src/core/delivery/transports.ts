import nodemailer from 'nodemailer';
import type { Db } from '../db';
import type { Config, SmsGatewayConfig } from '../config';

export type Channel = 'sms' | 'email';

/** A message as the modules hand it over: `to` is a mobile key (+84912345678) or an e-mail address. */
export interface Message {
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
}

/** One way out for one channel; `send` resolves once the provider accepted the message. */
export interface Transport {
  readonly name: string;
  send(message: Message): Promise<void>;
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** The demo provider: the outbox table, listed by GET /dev/outbox in demo mode. */
export const outboxTransport = (db: Db, now: () => Date): Transport => ({
  name: 'outbox',
  async send(message) {
    await db
      .insertInto('outbox')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        created_at: now(),
      })
      .execute();
  },
});

/** E-mail over SMTP (smtp:// or smtps://user:pass@host:port) with nodemailer. */
export function smtpTransport(smtp: NonNullable<Config['smtp']>): Transport {
  const transporter = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: GATEWAY_TIMEOUT_MS,
    greetingTimeout: GATEWAY_TIMEOUT_MS,
    socketTimeout: GATEWAY_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
      });
    },
  };
}

/** Fills {to} and {text} of the gateway's body template, escaped for its content type. */
export function gatewayBody(gateway: SmsGatewayConfig, to: string, text: string): string {
  const escape =
    gateway.contentType === 'application/json'
      ? (value: string) => JSON.stringify(value).slice(1, -1)
      : encodeURIComponent;
  return gateway.body.replace(/\{(to|text)\}/g, (_, name: string) => escape(name === 'to' ? to : text));
}

/** SMS through an HTTP gateway: one POST per message; any 2xx reply means accepted. */
export function smsGatewayTransport(gateway: SmsGatewayConfig): Transport {
  return {
    name: 'sms-gateway',
    async send(message) {
      const headers: Record<string, string> = { 'content-type': gateway.contentType };
      if (gateway.auth) headers['authorization'] = gateway.auth;
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers,
        body: gatewayBody(gateway, message.to, message.text),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      // The reply body may echo the message; only the status is kept.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
