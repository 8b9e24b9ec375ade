// The header's menu, a navigation landmark. A dropdown opens on hover (CSS, so it works before the
// app loads) or with its button; Escape closes it whichever opened it, and it closes once an entry
// is chosen, so it never stays open over the next page while the pointer rests where it was.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { useSite } from '../ui/locale';
import styles from './Header.module.css';
import { cx } from '../ui/classNames';

interface NavItem {
  label: string;
  href?: string;
  children?: { label: string; href: string }[];
}

function ItemLink({ href, label, className }: { href: string; label: string; className?: string }) {
  if (href.startsWith('/')) {
    return (
      <NavLink to={href} end className={({ isActive }) => `${className ?? ''} ${isActive ? styles.active : ''}`}>
        {label}
      </NavLink>
    );
  }
  return (
    <SmartLink href={href} className={className}>
      {label}
    </SmartLink>
  );
}

function Dropdown({ item }: { item: NavItem }) {
  const { labels } = useSite();
  const [open, setOpen] = useState(false);
  // Set by Escape or a chosen entry: hides a dropdown the pointer keeps open, until the pointer leaves.
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);
  const [hovered, setHovered] = useState(false);
  const dismiss = () => {
    setOpen(false);
    setDismissed(true);
  };
  // A dropdown the pointer opened closes with Escape wherever focus is (hover content must be
  // dismissible without moving the pointer); with focus inside, onKeyDown below handles it first.
  useEffect(() => {
    if (!hovered || dismissed) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hovered, dismissed]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (!open && !hovered)) return;
    // Handled here: the phone menu around it stays open.
    event.preventDefault();
    const hadFocus = ref.current?.contains(document.activeElement);
    dismiss();
    if (hadFocus) ref.current?.querySelector('button')?.focus();
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    // Focus leaving the entry and its dropdown, wherever it was inside, closes the dropdown.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={ref}
      className={cx(
        styles.item,
        styles.hasDropdown,
        open && styles.dropdownOpen,
        dismissed && styles.dropdownDismissed,
      )}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      {item.href ? (
        <ItemLink href={item.href} label={item.label} className={styles.link} />
      ) : (
        <span className={styles.link}>{item.label}</span>
      )}
      <button
        type="button"
        className={styles.dropdownToggle}
        aria-expanded={open}
        aria-label={labels.openSubmenu.replace('{label}', item.label)}
        onClick={() => {
          setDismissed(false);
          setOpen((value) => !value);
        }}
      >
        <Icon name="chevron-down" size={16} />
      </button>
      {/* A link chosen in the dropdown, by click or by Enter, closes it; the links are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul className={styles.dropdown} onClick={(event) => (event.target as Element).closest('a') && dismiss()}>
        {item.children!.map((child) => (
          <li key={child.label}>
            <ItemLink href={child.href} label={child.label} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function NavMenu({ items }: { items: NavItem[] }) {
  const { labels } = useSite();
  return (
    <nav aria-label={labels.mainMenu} className={styles.navLandmark}>
      <ul className={styles.nav}>
        {items.map((item) =>
          item.children?.length ? (
            <Dropdown key={item.label} item={item} />
          ) : (
            <li key={item.label} className={styles.item}>
              <ItemLink href={item.href ?? '#'} label={item.label} className={styles.link} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
