// Where the editor shows a validation message: the section (editor item) and the field name Puck
// gives that field ("boxes[1].title"), from the message's JSON path in the saved file.
import { formatJsonPath, type ContentIssue } from '../../problems/contentIssue';
import { isSharedSectionFile, type EditorData } from './editorData';
import { formFileOf } from './editorFiles';

export const ROOT_ITEM = 'root';

export interface PlacedIssue {
  issue: ContentIssue;
  /** The editor item the message concerns (ROOT_ITEM for the page's own fields); none for another file's. */
  item?: string;
  /** The field's name in Puck's form, when the message concerns one field. */
  field?: string;
}

/** The path inside a section ("sections", 2, "props", "boxes", 1, "title") as Puck's field name; "id" is the item's anchor field. */
function fieldName(rest: (string | number)[]): string | undefined {
  if (rest[0] === 'props' && rest.length > 1) return formatJsonPath(rest.slice(1));
  if (rest[0] === 'id' && rest.length === 1) return 'anchor';
  return undefined;
}

export function placeIssues(file: string, data: EditorData, issues: ContentIssue[]): PlacedIssue[] {
  return issues.map((issue) => {
    if (issue.file !== file) return { issue };
    const path = issue.path;
    if (isSharedSectionFile(formFileOf(file)))
      return { issue, item: data.content[0]?.props.id, field: fieldName(path) };
    if (path[0] === 'sections' && typeof path[1] === 'number')
      return { issue, item: data.content[path[1]]?.props.id, field: fieldName(path.slice(2)) };
    return { issue, item: ROOT_ITEM, field: path.length ? formatJsonPath(path) : undefined };
  });
}
