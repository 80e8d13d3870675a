import type { SmsMessage, SmsNotice, SmsOutboxEntry, SmsProvider } from './provider';

/** How many messages the outbox keeps per phone (newest first). */
const KEEP_PER_PHONE = 20;
const KEEP_PHONES = 5000;

/**
 * The local SMS adapter: an honest simulation that sends nothing and keeps the messages in memory, per server
 * process, for the development and test outbox (GET /api/dev/sms-outbox?phone=…).
 */
export class LocalOutboxSms implements SmsProvider {
  readonly name = 'local-outbox';
  readonly notices = true;
  private readonly byPhone = new Map<string, SmsOutboxEntry[]>();

  async send(message: SmsMessage): Promise<void> {
    this.keep(message);
  }

  async notify(notice: SmsNotice): Promise<void> {
    this.keep({ phone: notice.phone, purpose: `notice:${notice.kind}`, code: '', text: notice.text, sentAt: notice.sentAt });
  }

  private keep(message: SmsOutboxEntry): void {
    const list = this.byPhone.get(message.phone) ?? [];
    this.byPhone.delete(message.phone);
    this.byPhone.set(message.phone, [message, ...list].slice(0, KEEP_PER_PHONE));
    // Forget the phones not written for the longest time (Map keeps insertion order).
    while (this.byPhone.size > KEEP_PHONES) {
      const oldest = this.byPhone.keys().next().value;
      if (oldest === undefined) break;
      this.byPhone.delete(oldest);
    }
  }

  /** The messages sent to a phone, newest first. */
  list(phone: string): readonly SmsOutboxEntry[] {
    return this.byPhone.get(phone) ?? [];
  }
}
