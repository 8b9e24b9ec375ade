// Checks the editor's data as the author types, with the server's pipeline (npm run validate's): one
// request at a time, and when the author typed meanwhile, one more with the latest data. No delay
// before a request: a check is quick, and a debounce would add its wait to every message. Each change
// is checked twice: first the edited file alone, whose messages the author waits for beside the
// fields, then the whole content, for the problems the edit brings to other files (a renamed brand in
// every page, a link to a page whose path changed), so the keystroke never waits for those.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorData } from '../shared/editorData';
import { validate } from './api';
import type { CheckReply } from './editorSession';

interface Checked {
  /** The data the reply is of (none before the first check is back). */
  data?: EditorData;
  reply?: CheckReply;
  /** Whether the reply is of the whole content, or of the edited file alone. */
  whole?: boolean;
}

/**
 * The reply of the last check (its problems, and what else the server says of the edit), and whether
 * it is of older data than `data` or not yet of the whole content: `checking` is derived, not set by
 * an effect, so the render that shows a change already says it is being checked, and "done" always
 * means the reply shown is the whole check of the data shown. Until the whole check is back, the
 * problems of other files are those the last whole check found.
 */
export function useValidation(
  file: string,
  data: EditorData,
): { reply?: CheckReply; checking: boolean; changed: (next: EditorData) => void } {
  const [checked, setChecked] = useState<Checked>({});
  /** The newest data: what a running check sends next. */
  const latest = useRef(data);
  /** The data the last check was sent for. */
  const sent = useRef<EditorData | undefined>(undefined);
  const running = useRef(false);

  /**
   * The data changed: its check starts now, before React draws the change (Puck's onChange calls it),
   * so the server checks while the browser draws; or the running check sends it when it ends.
   */
  const changed = useCallback(
    (next: EditorData) => {
      latest.current = next;
      if (running.current || sent.current === next) return;
      running.current = true;
      const run = async () => {
        try {
          for (;;) {
            const asked = latest.current;
            sent.current = asked;
            const own = await validate(file, asked, { fileOnly: true });
            if (asked !== latest.current) continue;
            setChecked((last) => ({
              data: asked,
              reply: { ...own, issues: [...own.issues, ...elsewhere(file, last.reply)] },
              whole: false,
            }));
            const whole = await validate(file, asked);
            if (asked !== latest.current) continue;
            setChecked({ data: asked, reply: whole, whole: true });
            return;
          }
        } catch {
          // A failed request leaves the data unchecked (saving stays refused); the next change asks again.
          sent.current = undefined;
        } finally {
          running.current = false;
        }
      };
      void run();
    },
    [file],
  );
  // The first data, and any change that did not come through `changed`.
  useEffect(() => changed(data), [changed, data]);

  return { reply: checked.reply, checking: checked.data !== data || !checked.whole, changed };
}

const elsewhere = (file: string, reply: CheckReply | undefined) =>
  (reply?.issues ?? []).filter((issue) => issue.file !== file);
