import { type I18n, setupI18n } from "@lingui/core";
import type { MessageId } from "~common/catalogs";

/** Compiled messages by id, as the server hands them to a page (app/i18n/messages.server.ts). */
export type Messages = Record<string, unknown>;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

const instances = new WeakMap<Messages, I18n>();

/**
 * A translate function over one language's compiled messages: Lingui interpolates them and
 * takes plural and number rules from `Intl`. One Lingui instance per messages object.
 */
export function translator(tag: string, messages: Messages): Translate {
  let i18n = instances.get(messages);
  if (!i18n) {
    i18n = setupI18n({ locale: tag, messages: { [tag]: messages as never } });
    instances.set(messages, i18n);
  }
  const active = i18n;
  return (id, values) => active._(id, values);
}
