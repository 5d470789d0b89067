import type { LanguageCode } from '../config/languages';
import { en, type MessageId } from './en';
import { pl } from './pl';

export type { MessageId };

/** Both languages are bundled up front (spec §2: preloaded). */
export const messages: Record<LanguageCode, Record<MessageId, string>> = { en, pl };
