// The one header. A page names its variant ("header" in its JSON); everything that differs between
// the variants (menu, logo, colours, sticky threshold, cart, buttons) is data in pages/_site.json.
// Below 1200 px the menu folds into a panel behind a button, a disclosure (docs/accessibility.md).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageData } from '../schema/page';
import type { HeaderVariantConfig, HeaderVariantName } from '../schema/site';
import { useCartCount } from '../shop/cartCount';
import { Icon } from '../ui/Icon';
import { Picture } from '../ui/Picture';
import { widthAtHeight } from '../ui/imageSizes';
import { SmartLink } from '../ui/SmartLink';
import { useScrolledPast } from '../ui/useScrolledPast';
import { useLocale, useSite, type Locale } from '../ui/locale';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavMenu } from './NavMenu';
import { useDisclosureDismissal } from './useDisclosureDismissal';
import styles from './Header.module.css';
import { cx } from '../ui/classNames';
import { ButtonLink } from '../ui/ButtonLink';

interface HeaderProps {
  variant: HeaderVariantName;
  /** The page in each language it is published in; the switcher shows when there are two or more. */
  alternates?: PageData['alternates'];
}

/** The logo (.logo img) is 38 px high. */
const logoHeightPx = 38;

/** "Cart, 1 item" / "Cart, 2 items": the form the page's language uses for that number. */
export function cartLabel(count: number, { site, plurals }: Locale): string {
  const forms = site.labels.cart;
  return (plurals.select(count) === 'one' ? forms.one : forms.other).replace('{count}', String(count));
}

function CartLink() {
  const count = useCartCount();
  const locale = useLocale();
  const { site } = locale;
  return (
    <SmartLink href={site.cartPath} className={styles.cart} aria-label={cartLabel(count, locale)}>
      <Icon name="cart" size={22} />
      <span className={styles.cartCount} data-testid="cart-count">
        {count}
      </span>
    </SmartLink>
  );
}

export function Header({ variant, alternates = [] }: HeaderProps) {
  const site = useSite();
  const config: HeaderVariantConfig = site.headers[variant];
  const sticky = useScrolledPast(config.stickyAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDisclosureDismissal(menuOpen, headerRef, setMenuOpen);

  const logo = config.logo === 'white' ? site.brand.logoWhite : site.brand.logo;
  const themeClass = config.theme === 'dark' ? styles.dark : styles.light;
  return (
    <div className={styles.slot}>
      {/* Escape from anywhere in the header closes the phone menu (keys bubble up from its links). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <header
        ref={headerRef}
        onKeyDown={(event) => {
          // A disclosure: Escape closes the phone menu and gives focus back to its button.
          if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
            setMenuOpen(false);
            toggleRef.current?.focus();
          }
        }}
        className={cx(styles.header, themeClass, sticky && styles.sticky)}
        style={config.background ? { background: config.background } : undefined}
        data-header={variant}
        data-sticky={sticky}
      >
        <div className={cx('container', styles.bar)}>
          <SmartLink href="/" className={styles.logo}>
            <Picture
              image={{ ...logo, alt: logo.alt || site.brand.name }}
              sizes={widthAtHeight(logo, logoHeightPx)}
              priority
            />
          </SmartLink>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={`menu-${variant}`}
            aria-label={menuOpen ? site.labels.closeMenu : site.labels.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
          </button>
          <div id={`menu-${variant}`} className={cx(styles.collapse, menuOpen && styles.open)}>
            <NavMenu items={site.menus[config.menu] ?? []} />
            <div className={styles.actions}>
              {alternates.length > 1 && <LanguageSwitcher alternates={alternates} />}
              {config.showCart && <CartLink />}
              {config.buttons.map((button) => (
                <ButtonLink key={button.label} href={button.href} variant={button.style} context={button.context}>
                  {button.icon && <Icon name={button.icon} size={16} />}
                  {button.label}
                </ButtonLink>
              ))}
            </div>
          </div>
        </div>
      </header>
    </div>
  );
}
