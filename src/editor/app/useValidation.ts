// Checks the editor's data as the author types, with the server's pipeline (npm run validate's): one
// request at a time, and when the author typed meanwhile, one more with the latest data.
import { useEffect, useRef, useState } from 'react';
import type { ContentIssue } from '../../content/contentIssue';
import type { EditorData } from '../shared/editorData';
import { validate } from './api';

export function useValidation(file: string, data: EditorData): { issues: ContentIssue[]; checking: boolean } {
  const [issues, setIssues] = useState<ContentIssue[]>([]);
  const [checking, setChecking] = useState(true);
  const latest = useRef(data);
  const running = useRef(false);
  latest.current = data;

  useEffect(() => {
    setChecking(true);
    if (running.current) return; // the running check sends the latest data when it ends
    running.current = true;
    const run = async () => {
      let sent: EditorData;
      let found: ContentIssue[] = [];
      try {
        do {
          sent = latest.current;
          found = await validate(file, sent);
        } while (sent !== latest.current);
        setIssues(found);
      } finally {
        running.current = false;
        setChecking(false);
      }
    };
    void run();
  }, [file, data]);

  return { issues, checking };
}
