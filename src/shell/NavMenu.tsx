import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import site from 'virtual:site';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
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
  return <SmartLink href={href} className={className}>{label}</SmartLink>;
}

function Dropdown({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      ref.current?.querySelector('button')?.focus();
    }
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <li ref={ref} className={cx(styles.item, styles.hasDropdown, open && styles.dropdownOpen)} onKeyDown={onKeyDown} onBlur={onBlur}>
      {item.href ? <ItemLink href={item.href} label={item.label} className={styles.link} /> : <span className={styles.link}>{item.label}</span>}
      <button
        type="button"
        className={styles.dropdownToggle}
        aria-expanded={open}
        aria-label={site.labels.openSubmenu.replace('{label}', item.label)}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="chevron-down" size={16} />
      </button>
      <ul className={styles.dropdown}>
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
  return (
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
  );
}
