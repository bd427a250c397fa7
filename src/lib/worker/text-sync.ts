/**
 * The lint page's text reaches the worker as an edit of the text the worker already holds, not
 * whole: posting a 1.5 MB catalog on every keystroke cost the main thread a structured clone of it
 * (and the garbage) each time. Each text sent gets an id; the worker keeps the last one it received
 * (TextMirror) and applies an edit only to the id it names. A worker without that text (a fresh or
 * restarted one, a text that never reached it) answers `resend`, and the page sends the text whole.
 * What is linted is always the page's text, byte for byte, so the results are unchanged.
 */
import type { UpdateRequest } from '#core/api/core-api';
import type { LintUpdate } from '#core/api/lint-session';
import { commonPrefix, commonSuffix } from '#core/text/common-affix';

/** Replace `remove` characters at `at` with `insert`. */
export interface TextEdit {
  at: number;
  remove: number;
  insert: string;
}

/** A text for the worker: whole, or as an edit of the text with id `base`; `id` names the result. */
export type SyncedRequest = Omit<UpdateRequest, 'text'> & { id: number; length: number } & (
    | { text: string }
    | { base: number; edit: TextEdit }
  );

export type SyncedAnswer = LintUpdate | { resend: true };

/** What the worker adds to the core's API for the lint page. */
export interface TextSyncApi {
  updateSynced(request: SyncedRequest): Promise<SyncedAnswer>;
}

/** Below this many characters a text is always sent whole: the clone is cheap and the code path simple. */
export const SYNC_MIN_CHARS = 64 * 1024;

/** The one edit (common prefix and suffix kept) that turns `from` into `to`. */
export function textEdit(from: string, to: string): TextEdit {
  const p = commonPrefix(from, to);
  const q = commonSuffix(from, to, p);
  return { at: p, remove: from.length - p - q, insert: to.slice(p, to.length - q) };
}

export function applyEdit(text: string, e: TextEdit): string {
  return text.slice(0, e.at) + e.insert + text.slice(e.at + e.remove);
}

/** The worker's side: the last text it received, by id. */
export class TextMirror {
  #id = -1;
  #text = '';

  /** The request's text, or undefined when it is an edit of a text this worker does not hold. */
  accept(request: SyncedRequest): string | undefined {
    let text: string;
    if ('text' in request) text = request.text;
    else {
      const { edit } = request;
      if (request.base !== this.#id || edit.at < 0 || edit.remove < 0 || edit.at + edit.remove > this.#text.length)
        return undefined;
      text = applyEdit(this.#text, edit);
    }
    if (text.length !== request.length) return undefined;
    this.#id = request.id;
    this.#text = text;
    return text;
  }
}

/** The page's side: what the worker was last sent, to send the next text as an edit of it. */
export class TextSender {
  #ids = 0;
  #sent: { id: number; text: string } | undefined;

  /** Sends `text` with `rest` through `api`, as an edit when the last text sent was large enough. */
  async update(api: TextSyncApi, text: string, rest: Omit<UpdateRequest, 'text'>): Promise<LintUpdate> {
    const sent = this.#sent;
    const id = ++this.#ids;
    this.#sent = { id, text };
    if (sent && text.length >= SYNC_MIN_CHARS && sent.text.length >= SYNC_MIN_CHARS) {
      const answer = await api.updateSynced({
        ...rest,
        id,
        length: text.length,
        base: sent.id,
        edit: textEdit(sent.text, text)
      });
      if (!('resend' in answer)) return answer;
    }
    const answer = await api.updateSynced({ ...rest, id, length: text.length, text });
    if ('resend' in answer) throw new Error('the worker refused a whole text');
    return answer;
  }

  /** The worker was replaced or a call failed: send the next text whole. */
  forget(): void {
    this.#sent = undefined;
  }
}
