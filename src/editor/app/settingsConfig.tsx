// Puck's configuration for the files edited as one form, no sections: the site settings (brand, site
// address, language, theme, header bars, footer, forms, timings, words), the menus (the same file,
// its "menus" alone) and the shop's products. Their fields are generated from the schemas the
// validator uses, like a block's; the preview beside them shows what they change: the brand and the
// theme's contrast, the menus as visitors meet them, the products with the pages that show them. The
// site settings' translation shows the settings and menus that hold texts, in the same fields.
import type { Config, Fields } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { catalogueSchema } from '../../schema/catalogue';
import { siteSchema } from '../../schema/site';
import type { EditorState } from '../shared/editorState';
import { fieldFor } from './schemaFields';
import { MenusPreview, ProductsPreview, SitePreview } from './settingsPreviews';
import { say, type WordKey } from './words';

/** The part of a file a screen edits: the site settings, or the menus of the same file. */
export type SettingsPart = 'settings' | 'menus' | 'products';

/** The site settings in the order an author meets them on a first day: who, where, how it looks, then the rest. */
const settingsOrder = [
  'brand',
  'siteUrl',
  'lang',
  'locales',
  'titleSuffix',
  'theme',
  'headers',
  'footer',
  'forms',
  'collections',
  'preloader',
  'backToTop',
  'toast',
  'carousel',
  'labels',
  'cartPath',
] as const;

function fieldsFrom(shape: Record<string, unknown>, keys: readonly string[], words: string): Fields {
  return Object.fromEntries(
    keys.map((key) => {
      const field = fieldFor(key, shape[key] as Parameters<typeof fieldFor>[1]);
      return [key, { ...field, label: say(`${words}_${key}` as WordKey) }];
    }),
  );
}

const rootOnly = (fields: Fields, render: (props: Record<string, unknown>) => ReactNode): Config => ({
  components: {},
  categories: {},
  root: {
    fields,
    render: ({ children: _children, ...props }: { children?: ReactNode }) => <>{render(props)}</>,
  },
});

/**
 * The site settings' translation: the settings and the menus that hold a text to translate (`texts`,
 * by their places in the file), their previews beside them.
 */
export function siteTranslationConfig(texts: readonly { path: readonly (string | number)[] }[]): Config {
  const translated = new Set(texts.map(({ path }) => path[0]));
  const keys = [...settingsOrder, 'menus'].filter((key) => translated.has(key));
  return rootOnly(fieldsFrom(siteSchema.shape, keys, 'siteField'), (props) => (
    <>
      <SitePreview value={props} />
      <MenusPreview value={props} />
    </>
  ));
}

export function settingsConfig(part: SettingsPart, state: EditorState): Config {
  if (part === 'products')
    return rootOnly(
      fieldsFrom(catalogueSchema.shape, ['currency', 'currencyCode', 'shippingCost', 'products'], 'catalogueField'),
      (props) => <ProductsPreview value={props} state={state} />,
    );
  if (part === 'menus')
    return rootOnly(fieldsFrom(siteSchema.shape, ['menus'], 'siteField'), (props) => <MenusPreview value={props} />);
  return rootOnly(fieldsFrom(siteSchema.shape, settingsOrder, 'siteField'), (props) => <SitePreview value={props} />);
}
