// Checks the editor's data as the author types, with the server's pipeline (npm run validate's): one
// request at a time, and when the author typed meanwhile, one more with the latest data. No delay
// before a request: a check is quick, and a debounce would add its wait to every message.
import { useEffect, useRef, useState } from 'react';
import type { EditorData } from '../shared/editorData';
import { validate } from './api';
import type { CheckReply } from './editorSession';

interface Checked {
  /** The data the reply is of (none before the first check is back). */
  data?: EditorData;
  reply?: CheckReply;
}

/**
 * The reply of the last check (its problems, and what else the server says of the edit), and whether
 * it is of older data than `data`: `checking` is derived, not set by an effect, so the render that
 * shows a change already says it is being checked, and "done" always means the reply shown is that
 * of the data shown.
 */
export function useValidation(file: string, data: EditorData): { reply?: CheckReply; checking: boolean } {
  const [checked, setChecked] = useState<Checked>({});
  const latest = useRef(data);
  const running = useRef(false);
  latest.current = data;

  useEffect(() => {
    if (running.current) return; // the running check sends the latest data when it ends
    running.current = true;
    const run = async () => {
      try {
        let sent: EditorData;
        let reply: CheckReply;
        do {
          sent = latest.current;
          reply = await validate(file, sent);
        } while (sent !== latest.current);
        setChecked({ data: sent, reply });
      } finally {
        // A failed request leaves the data unchecked (saving stays refused); the next change asks again.
        running.current = false;
      }
    };
    void run();
  }, [file, data]);

  return { reply: checked.reply, checking: checked.data !== data };
}
