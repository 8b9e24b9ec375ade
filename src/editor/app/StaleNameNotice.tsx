// Above the form: a name the author changed that other texts of the same entry still carry (a team
// member renamed, their social links still "Sarah Taylor on LinkedIn"), each listed, with one button
// that gives them all the new name, as one step the author can undo.
import { createUsePuck } from '@puckeditor/core';
import { useMemo } from 'react';
import { decodeFromEditor, encodeForEditor, type EditorItem } from '../shared/editorData';
import { renameEverywhere, staleNames } from '../shared/staleNames';
import { placeWords } from './authorWords';
import { useSession } from './editorSession';
import { SECTIONS_ZONE } from './insertionPlace';
import { say } from './words';
import styles from './editor.module.css';

const usePuck = createUsePuck();

export function StaleNameNotice() {
  const { data, saved } = useSession();
  const selected = usePuck((puck) => puck.selectedItem) as EditorItem | null;
  const selector = usePuck((puck) => puck.appState.ui.itemSelector);
  const dispatch = usePuck((puck) => puck.dispatch);
  const before = selected ? saved.content.find((item) => item.props.id === selected.props.id)?.props : saved.root.props;
  const after = selected ? selected.props : data.root.props;
  const names = useMemo(() => staleNames(decodeFromEditor(before), decodeFromEditor(after)), [before, after]);
  if (names.length === 0) return null;
  const renameAll = () => {
    const props = encodeForEditor(renameEverywhere(decodeFromEditor(after), names)) as EditorItem['props'];
    if (selected && selector)
      dispatch({
        type: 'replace',
        destinationIndex: selector.index,
        destinationZone: selector.zone ?? SECTIONS_ZONE,
        data: { type: selected.type, props },
      });
    else dispatch({ type: 'replaceRoot', root: { props: props as Record<string, unknown> } });
  };
  return (
    <section className={styles.notice} aria-label={say('staleNamesHeading')} data-stale-names={names.length}>
      {names.map((name) => (
        <div key={name.path.join('.')}>
          <p>{say('staleName', { from: name.from, to: name.to, count: name.texts.length })}</p>
          <ul>
            {name.texts.map((text) => (
              <li key={text.path.join('.')}>
                {placeWords(text.path)}: “{text.text}”
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" className={styles.buttonQuiet} onClick={renameAll}>
        {say('staleNamesFix')}
      </button>
    </section>
  );
}
