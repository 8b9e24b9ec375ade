// A customer's first day with the editor alone (docs/authoring.md, "A first day with the editor"): the
// site rebranded (name, their own logos and icon added from their computer, every text that named the
// template, colours with their contrast shown before saving, address, where forms deliver), a page added and put in the menu, the banners' registration forms removed, a page's path
// renamed with the link to it, three landing pages deleted with their menu entries, a product's price
// changed. Then the scratch project is checked as an author would: only pages/ changed (the
// translations following their sources), npm run validate passes and, strictly, leaves only the texts
// to translate, and the built site has no link to a page that is gone. Every screen
// the walk passes through is checked by axe.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { routeFile } from '../../src/site-generator/prerender';
import { expect, test } from './fixtures';
import { openEditor, runCommand, seriousViolations, startEditorServer, type EditorServer } from './editorServer';

let editor: EditorServer;
/** The customer's own pictures, on their computer: a folder outside the project. */
let desktop: string;

/** An SVG logo of the customer's, drawn in `colour`. */
const logoSvg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="${colour}"/><text x="48" y="27" font-size="20" fill="${colour}">Acme Cloud</text></svg>`;

/** Every file of the scratch project but its dependencies, caches and build, with its bytes. */
function projectFiles(root: string, folder = root): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    if (['node_modules', '.vite', 'dist'].includes(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) for (const [file, text] of projectFiles(root, path)) files.set(file, text);
    else files.set(relative(root, path), readFileSync(path, 'latin1'));
  }
  return files;
}

test.describe("a customer's first day in the editor", () => {
  test.describe.configure({ timeout: 600_000 });
  test.beforeAll(async () => {
    editor = await startEditorServer();
    desktop = mkdtempSync(join(tmpdir(), 'nexus-customer-pictures-'));
    writeFileSync(join(desktop, 'Acme Logo.svg'), logoSvg('#0b7a75'));
    writeFileSync(join(desktop, 'Acme Logo White.svg'), logoSvg('#ffffff'));
    writeFileSync(
      join(desktop, 'Acme Icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="#0b7a75"/></svg>',
    );
  });
  test.afterAll(async () => {
    await editor?.close();
    if (desktop) rmSync(desktop, { recursive: true, force: true });
  });

  const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).filter({ visible: true });
  // A save checks the whole site before it writes: on a busy machine that outlasts the default wait.
  const checked = { timeout: 90_000 };
  const save = async (page: Page, name = 'Save') => {
    await expect(page.locator('[data-validation="done"][data-problems="0"]')).toBeVisible(checked);
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText(/^Saved/, checked);
  };
  const accessible = async (page: Page, screen: string) => expect(await seriousViolations(page), screen).toEqual([]);
  const json = (file: string) => JSON.parse(readFileSync(join(editor.root, file), 'utf8'));

  test('rebrand, a new page in the menu, forms removed, a page renamed, three deleted, a price changed: the site validates, leaving its translators only texts to translate, and builds without a broken link', async ({
    page,
  }) => {
    const { root, base } = editor;
    const before = projectFiles(root);

    // The start: every page, the site's own screens, no problem.
    await page.goto(`${base}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await accessible(page, 'the list of pages');

    // 1. Rebrand: the name, the logos and icon (the customer's own, from their computer), the site's
    // address, the words that named the template, the colours, where the forms deliver.
    await page.getByRole('link', { name: 'Site settings', exact: true }).click();
    await expect(page.locator('[data-editor-file="pages/_site.json"][data-validation="done"]')).toBeVisible({
      timeout: 90_000,
    });
    await accessible(page, 'the site settings');
    await field(page, 'brand.name').locator('input').fill('Acme Cloud');
    const upload = async (name: string, picture: string) => {
      await field(page, name).getByLabel('Add a picture from your computer').setInputFiles(join(desktop, picture));
      await expect(field(page, name).getByLabel('File in public/')).toHaveValue(/^\/images\/uploads\//);
    };
    await upload('brand.logo', 'Acme Logo.svg');
    await field(page, 'brand.logo').getByLabel('Alternative text').fill('Acme Cloud home');
    await upload('brand.logoWhite', 'Acme Logo White.svg');
    await field(page, 'brand.logoWhite').getByLabel('Alternative text').fill('Acme Cloud home');
    await upload('brand.icon', 'Acme Icon.svg');
    await expect(
      page.frameLocator('#preview-frame').getByRole('img', { name: 'Acme Cloud home' }).first(),
    ).toHaveAttribute('src', '/images/uploads/acme-logo.svg');
    await field(page, 'siteUrl').locator('input').fill('https://www.acme.example');
    await field(page, 'titleSuffix').locator('input').fill(' | Acme Cloud Services');
    await field(page, 'footer.copyright').locator('input').fill('Copyright © 2026 Acme Cloud. All rights reserved.');
    await field(page, 'footer.contact.items')
      .getByRole('button', { name: 'hello@nexus.example.com', exact: true })
      .click();
    await field(page, 'footer.contact.items[1].label').locator('textarea').fill('hello@acme.example');
    await field(page, 'footer.contact.items[1].href').locator('input').fill('mailto:hello@acme.example');
    // A paragraph colour too pale for white: the contrast shows it failing, before anything is saved.
    const preview = page.frameLocator('#preview-frame');
    const paragraphs = preview.locator('[data-contrast-pair="textOnWhite"]');
    await field(page, 'theme.colors.text').locator('input:not([type=color])').fill('#aaaaaa');
    await expect(paragraphs).toHaveAttribute('data-passes', 'false');
    await expect(paragraphs).toContainText('2.32:1');
    await field(page, 'theme.colors.text').locator('input:not([type=color])').fill('#3d4451');
    await expect(paragraphs).toHaveAttribute('data-passes', 'true');
    await field(page, 'theme.colors.primary').locator('input:not([type=color])').fill('#0b7a75');
    await expect(preview.locator('[data-contrast-pair="buttonText"]')).toHaveAttribute('data-passes', 'true');
    await field(page, 'forms.delivery.mode').locator('select').selectOption('email');
    await field(page, 'forms.delivery.to').locator('input').fill('hello@acme.example');
    await field(page, 'forms.delivery.subject').locator('input').fill('Message from the website');
    await save(page);
    const site = json('pages/_site.json');
    expect(site.brand).toEqual({
      name: 'Acme Cloud',
      // Their size is the files' own: the site reads it from them.
      logo: { src: '/images/uploads/acme-logo.svg', alt: 'Acme Cloud home' },
      logoWhite: { src: '/images/uploads/acme-logo-white.svg', alt: 'Acme Cloud home' },
      icon: '/images/uploads/acme-icon.svg',
    });
    expect(site.theme.colors).toMatchObject({ text: '#3d4451', primary: '#0b7a75' });
    expect(site.forms.delivery).toEqual({
      mode: 'email',
      to: 'hello@acme.example',
      subject: 'Message from the website',
    });

    // The addresses on the contact page.
    await openEditor(page, base, 'pages/contact.json');
    await page.getByText('Outline', { exact: true }).first().click();
    await page.getByText('contactInfo', { exact: true }).filter({ visible: true }).first().click();
    await field(page, 'boxes').getByRole('button', { name: 'Mail Here', exact: true }).click();
    for (const [index, mailbox] of ['hello', 'support'].entries()) {
      const line = `boxes[0].lines[${index}]`;
      await field(page, 'boxes[0].lines')
        .getByRole('button', { name: `${mailbox}@nexus.example.com`, exact: true })
        .click();
      await field(page, `${line}.text`).locator('textarea').fill(`${mailbox}@acme.example`);
      await field(page, `${line}.href`).locator('input').fill(`mailto:${mailbox}@acme.example`);
    }
    await save(page);

    // 2. A new page, then into the menu, moved up one place with the keyboard.
    await page.goto(`${base}/edit`);
    await page.getByLabel('Path of the new page').fill('/cloud-backup');
    await page.getByRole('button', { name: 'Create the page' }).click();
    await expect(page.locator('[data-editor-file="pages/cloud-backup.json"][data-validation="done"]')).toBeVisible({
      timeout: 90_000,
    });
    await openEditor(page, base, 'pages/_site.json', '&part=menus');
    await accessible(page, 'the menus');
    const menu = field(page, 'menus.main');
    const entries = menu.locator('[data-list-entry^="menus.main["]:not([data-list-entry*="]."])');
    const count = await entries.count();
    await menu.getByRole('button', { name: 'Add to main' }).last().click();
    await field(page, `menus.main[${count}].label`).locator('input').fill('Cloud Backup');
    await field(page, `menus.main[${count}].href`).getByLabel('Href').fill('/cloud-backup');
    await page.getByRole('button', { name: '“Cloud Backup” up', exact: false }).focus();
    await page.keyboard.press('Enter');
    await expect(entries.nth(count - 1)).toContainText('Cloud Backup');
    await save(page);
    const mainMenu = json('pages/_site.json').menus.main as { label: string; href?: string }[];
    expect(mainMenu[count - 1]).toEqual({ label: 'Cloud Backup', href: '/cloud-backup' });

    // 3. The banners' registration forms go (each asks for a password, which no form should send by mail).
    for (const file of ['pages/developer.json', 'pages/index.json']) {
      await openEditor(page, base, file);
      if (file === 'pages/developer.json') await accessible(page, 'a page');
      await page.getByText('Outline', { exact: true }).first().click();
      await page.getByText('banner', { exact: true }).filter({ visible: true }).first().click();
      await expect(preview.locator('[data-block="banner"] form')).toHaveCount(1);
      await field(page, 'form').getByRole('button', { name: 'Remove Form' }).click();
      await expect(preview.locator('[data-block="banner"] form')).toHaveCount(0);
      await expect(field(page, 'form').getByRole('button', { name: 'Add Form' })).toBeVisible();
      await save(page);
      expect(json(file).sections[0].props.form).toBeUndefined();
    }

    // 4. A page renamed: the link in the menu is listed first, and follows in the same save.
    await openEditor(page, base, 'pages/iot.json');
    await field(page, 'path').locator('input').fill('/smart-home');
    await expect(page.locator('[data-rename-links="1"]')).toContainText('from /iot to /smart-home');
    await save(page, 'Save and update 1 link(s)');
    expect(json('pages/iot.json').path).toBe('/smart-home');
    expect(JSON.stringify(json('pages/_site.json').menus)).toContain('"href":"/smart-home"');

    // 5. Three landing pages deleted, their menu entries with them.
    await page.goto(`${base}/edit`);
    for (const path of ['/static-image-one', '/static-image-two', '/static-image-three']) {
      await page.getByRole('button', { name: `Delete ${path}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-delete-plan="1"]')).toBeVisible();
      if (path === '/static-image-one') await accessible(page, 'deleting a page');
      await dialog.getByRole('button', { name: `Delete ${path}`, exact: true }).click();
      await expect(page.getByRole('status')).toContainText(`Deleted ${path}`);
    }
    expect(JSON.stringify(json('pages/_site.json'))).not.toContain('/static-image');

    // 6. A product's price.
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page.locator('[data-editor-file="pages/_catalogue.json"][data-validation="done"]')).toBeVisible({
      timeout: 90_000,
    });
    await accessible(page, 'the products');
    await field(page, 'products').getByRole('button', { name: 'Wood Pencil', exact: true }).click();
    await field(page, 'products[0].price').locator('input').fill('199');
    await expect(preview.locator('[data-product="1"]')).toContainText('199');
    await save(page);
    expect(json('pages/_catalogue.json').products[0]).toMatchObject({ name: 'Wood Pencil', price: 199 });

    // Only pages/ and the pictures added changed: nothing else was written.
    const after = projectFiles(root);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (file) => before.get(file) !== after.get(file),
    );
    const pictures = ['acme-logo.svg', 'acme-logo-white.svg', 'acme-icon.svg'].map(
      (name) => `public/images/uploads/${name}`,
    );
    expect(changed.filter((file) => !file.startsWith('pages/')).sort()).toEqual(pictures.sort());
    expect(changed.filter((file) => file.startsWith('pages/')).sort()).toEqual(
      [
        'pages/_catalogue.json',
        'pages/_site.json',
        'pages/cloud-backup.json',
        'pages/contact.json',
        // The translations follow their sources' structure: the new menu entry, the forms taken off.
        'pages/ar/_site.json',
        'pages/ar/index.json',
        'pages/de/_site.json',
        'pages/de/developer.json',
        'pages/de/index.json',
        // A deleted page's translations go with it.
        'pages/de/static-image-one.json',
        'pages/de/static-image-three.json',
        'pages/de/static-image-two.json',
        'pages/developer.json',
        'pages/index.json',
        'pages/iot.json',
        'pages/static-image-one.json',
        'pages/static-image-three.json',
        'pages/static-image-two.json',
      ].sort(),
    );

    // The site checks (the forms deliver, nothing is orphaned or broken) and builds. Strictly, what is
    // left is the translators': the texts the edits changed or added, stale or missing in their
    // languages (and a German title the longer brand name makes too long), and nothing of a
    // translation that no longer follows its source.
    await runCommand(root, 'validate');
    const strict = await runCommand(root, 'validate', ['--strict']).then(
      () => '',
      (failure: { stderr: string }) => failure.stderr,
    );
    const warned = strict.split('\n').filter((line) => /^\s*pages\//.test(line));
    expect(warned.length).toBeGreaterThan(0);
    for (const line of warned) {
      expect(line).toMatch(/^\s*pages\/(de|ar)\//);
      expect(line).not.toContain("keeps the source's structure");
      expect(line).not.toContain('the source has nothing here to translate');
    }
    expect(strict).toContain('no translation into "de" of the text at pages/_site.json');
    await runCommand(root, 'build');
    const dist = join(root, 'dist');
    const html = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const targets = new Set(
      html.flatMap((file) =>
        [...readFileSync(join(dist, file), 'utf8').matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]),
      ),
    );
    const missing = [...targets].filter((target) => {
      const asFile = join(dist, decodeURIComponent(target));
      const asPage = join(dist, routeFile(target.replace(/\/$/, '') || '/'));
      return !(statExists(asFile) || statExists(asPage));
    });
    expect(missing).toEqual([]);
    expect(targets).toContain('/smart-home');
    expect(targets).toContain('/cloud-backup');
    expect(targets).not.toContain('/iot');
    expect(readFileSync(join(dist, routeFile('/')), 'utf8')).toContain('Acme Cloud');
  });
});

function statExists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
