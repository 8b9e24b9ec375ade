// The previews beside the site settings, the menus and the products: what their fields change, drawn
// from the values being edited, before anything is saved. The theme's contrast is the server's
// reckoning with the site's own shades (src/editor/server/themeContrast.ts), back with each check.
import { decodeFromEditor } from '../shared/editorData';
import type { EditorState } from '../shared/editorState';
import { useSession } from './editorSession';
import { itemSummary } from './itemSummary';
import { say, type WordKey } from './words';
import styles from './screens.module.css';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const objectAt = (value: unknown, key: string): Json => (isObject(value) && isObject(value[key]) ? value[key] : {});
const textAt = (value: unknown, key: string) =>
  isObject(value) && typeof value[key] === 'string' ? (value[key] as string) : '';

function Logo({ image }: { image: Json }) {
  const src = textAt(image, 'src');
  return src ? (
    <img src={src} alt={textAt(image, 'alt')} className={styles.logo} width={Number(image.width) || undefined} />
  ) : null;
}

export function SitePreview({ value }: { value: Json }) {
  const site = decodeFromEditor(value) as Json;
  const brand = objectAt(site, 'brand');
  const colours = objectAt(objectAt(site, 'theme'), 'colors');
  const { reply } = useSession();
  return (
    <div className={styles.preview}>
      <section className={styles.previewBlock}>
        <h2>{say('previewBrand')}</h2>
        <p className={styles.brandName}>{textAt(brand, 'name')}</p>
        <div className={styles.logos}>
          <div className={styles.logoOnLight}>
            <Logo image={objectAt(brand, 'logo')} />
          </div>
          <div className={styles.logoOnDark} style={{ background: textAt(colours, 'heading') || undefined }}>
            <Logo image={objectAt(brand, 'logoWhite')} />
          </div>
        </div>
        <dl className={styles.facts}>
          <dt>{say('siteField_siteUrl')}</dt>
          <dd>{textAt(site, 'siteUrl')}</dd>
          <dt>{say('siteField_lang')}</dt>
          <dd>{textAt(site, 'lang') || 'en'}</dd>
          <dt>{say('previewTabTitle')}</dt>
          <dd>
            {say('previewPageTitle')}
            {textAt(site, 'titleSuffix')}
          </dd>
        </dl>
      </section>
      <section className={styles.previewBlock}>
        <h2>{say('previewColours')}</h2>
        <ul className={styles.swatches}>
          {Object.entries(colours).map(([name, colour]) => (
            <li key={name}>
              <span className={styles.swatch} style={{ background: String(colour) }} />
              {name} <code>{String(colour)}</code>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.previewBlock} data-contrast>
        <h2>{say('previewContrast')}</h2>
        <p className={styles.previewHelp}>{say('previewContrastHelp')}</p>
        {reply?.contrast?.length ? (
          <table className={styles.contrast}>
            <thead>
              <tr>
                <th scope="col">{say('contrastPair')}</th>
                <th scope="col">{say('contrastSample')}</th>
                <th scope="col">{say('contrastRatio')}</th>
                <th scope="col">{say('contrastVerdict')}</th>
              </tr>
            </thead>
            <tbody>
              {reply.contrast.map((pair) => (
                <tr key={`${pair.pair}:${pair.variant ?? ''}`} data-contrast-pair={pair.pair} data-passes={pair.passes}>
                  <th scope="row">{say(`contrast_${pair.pair}` as WordKey, { variant: pair.variant ?? '' })}</th>
                  <td>
                    <span className={styles.sample} style={{ color: pair.ink, background: pair.background }}>
                      Aa
                    </span>
                  </td>
                  <td>{say('contrastRatioValue', { ratio: pair.ratio.toFixed(2) })}</td>
                  <td className={pair.passes ? styles.passes : styles.fails}>
                    {say(pair.passes ? 'contrastPasses' : 'contrastFails')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.previewHelp}>{say('contrastWaiting')}</p>
        )}
      </section>
    </div>
  );
}

interface MenuEntry {
  label?: string;
  href?: string;
  children?: MenuEntry[];
}

export function MenusPreview({ value }: { value: Json }) {
  const menus = objectAt(decodeFromEditor(value), 'menus') as Record<string, MenuEntry[]>;
  return (
    <div className={styles.preview}>
      {Object.entries(menus).map(([name, entries]) => (
        <section key={name} className={styles.previewBlock}>
          <h2>{say('previewMenu', { name })}</h2>
          <nav aria-label={say('previewMenu', { name })}>
            <ul className={styles.menu}>
              {(Array.isArray(entries) ? entries : []).map((entry, index) => (
                <li key={index}>
                  <span className={styles.menuEntry}>{entry.label}</span>
                  {entry.href && <code className={styles.menuHref}>{entry.href}</code>}
                  {Array.isArray(entry.children) && entry.children.length > 0 && (
                    <ul>
                      {entry.children.map((child, at) => (
                        <li key={at}>
                          {child.label} {child.href && <code className={styles.menuHref}>{child.href}</code>}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </section>
      ))}
    </div>
  );
}

export function ProductsPreview({ value, state }: { value: Json; state: EditorState }) {
  const catalogue = decodeFromEditor(value) as Json;
  const products = Array.isArray(catalogue.products) ? (catalogue.products as Json[]) : [];
  const currency = textAt(catalogue, 'currency') || '$';
  return (
    <div className={styles.preview}>
      <p className={styles.previewHelp}>
        {say('productsShownOnAll', { pages: state.productPages.all.join(', ') || say('noPages') })}
      </p>
      <ul className={styles.products}>
        {products.map((product, index) => {
          const image = objectAt(product, 'image');
          const pages = state.productPages.byId[String(product.id)] ?? [];
          return (
            <li key={index} className={styles.product} data-product={String(product.id)}>
              {textAt(image, 'src') && <img src={textAt(image, 'src')} alt={textAt(image, 'alt')} />}
              <h2>{itemSummary(product, index, say('product'))}</h2>
              <p className={styles.price}>
                {currency}
                {typeof product.price === 'number' ? product.price : ''}
              </p>
              <p className={styles.previewHelp}>
                {pages.length ? say('productShownOn', { pages: pages.join(', ') }) : say('productOnlyInShop')}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
