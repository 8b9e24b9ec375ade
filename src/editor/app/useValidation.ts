// Checks the editor's data as the author types, with the server's pipeline (npm run validate's): one
// request at a time, and when the author typed meanwhile, one more with the latest data. No delay
// before a request: a check is quick, and a debounce would add its wait to every message.
import { useEffect, useRef, useState } from 'react';
import type { ContentIssue } from '../../problems/contentIssue';
import type { EditorData } from '../shared/editorData';
import { validate } from './api';

interface Checked {
  /** The data the issues are of (none before the first check is back). */
  data?: EditorData;
  issues: ContentIssue[];
}

/**
 * The issues of the last check, and whether they are of older data than `data`: `checking` is derived,
 * not set by an effect, so the render that shows a change already says it is being checked, and
 * "done" always means the issues shown are those of the data shown.
 */
export function useValidation(file: string, data: EditorData): { issues: ContentIssue[]; checking: boolean } {
  const [checked, setChecked] = useState<Checked>({ issues: [] });
  const latest = useRef(data);
  const running = useRef(false);
  latest.current = data;

  useEffect(() => {
    if (running.current) return; // the running check sends the latest data when it ends
    running.current = true;
    const run = async () => {
      try {
        let sent: EditorData;
        let issues: ContentIssue[];
        do {
          sent = latest.current;
          issues = await validate(file, sent);
        } while (sent !== latest.current);
        setChecked({ data: sent, issues });
      } finally {
        // A failed request leaves the data unchecked (saving stays refused); the next change asks again.
        running.current = false;
      }
    };
    void run();
  }, [file, data]);

  return { issues: checked.issues, checking: checked.data !== data };
}
