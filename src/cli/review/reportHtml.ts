// The review as one self-contained HTML file (pictures inlined as data URLs, no script): the pages
// that look different, most changed first, each at every width as before / after / difference; the
// pages whose data changed without a visible difference; the unchanged pages; the files' diffs.
import { looksDifferent, percent, type ReviewedPage, type ReviewResult, type WidthResult } from './reviewResult';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const anchor = (path: string) => `page${path.replace(/[^a-z0-9]+/gi, '-')}`;

const STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1d2733; background: #f4f6f9; }
header, section { max-width: 1500px; margin: 0 auto; padding: 16px 24px; }
header { background: #0e2a47; color: #fff; max-width: none; }
header p { margin: 4px 0; opacity: .9; }
h1 { font-size: 22px; margin: 0 0 6px; }
h2 { font-size: 19px; margin: 28px 0 4px; }
h3 { font-size: 15px; margin: 18px 0 6px; color: #46566a; }
.page { background: #fff; border-radius: 8px; padding: 8px 20px 20px; margin-top: 20px; box-shadow: 0 1px 3px #0002; }
.meta { color: #5a6b80; margin: 0; }
.status { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 13px; background: #e3e9f1; }
.status-added { background: #d8f3dc; } .status-removed { background: #fde2e1; }
.trio { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
figure { margin: 0; } figcaption { font-size: 13px; color: #5a6b80; margin-bottom: 4px; }
figure img { display: block; max-width: 100%; height: auto; border: 1px solid #d5dde7; background: #fff; }
.overlay { position: relative; } .overlay img + img { position: absolute; inset: 0; border-color: transparent; background: none; }
.overlay .faded { opacity: .3; }
.none { padding: 24px; border: 1px dashed #b7c3d1; color: #5a6b80; text-align: center; }
table { border-collapse: collapse; } td, th { padding: 4px 12px 4px 0; text-align: left; }
pre { background: #fff; border: 1px solid #d5dde7; padding: 10px; overflow-x: auto; font-size: 13px; line-height: 1.4; }
.add { color: #116329; background: #e6ffec; } .del { color: #a40e26; background: #ffebe9; } .hunk { color: #6e7781; }
`;

function picture(source: string | undefined, caption: string, alt: string): string {
  const body = source ? `<img src="${source}" alt="${escape(alt)}">` : `<div class="none">not in this version</div>`;
  return `<figure><figcaption>${caption}</figcaption>${body}</figure>`;
}

function difference({ pictures }: WidthResult, alt: string): string {
  if (!pictures?.mask)
    return `<figure><figcaption>difference</figcaption><div class="none">no difference</div></figure>`;
  const under = pictures.after ?? pictures.before;
  return `<figure><figcaption>difference (red)</figcaption><div class="overlay">${under ? `<img class="faded" src="${under}" alt="">` : ''}<img src="${pictures.mask}" alt="${escape(alt)}"></div></figure>`;
}

function pageSection(page: ReviewedPage): string {
  const widths = page.widths
    .map((width) => {
      const share = width.totalPixels ? width.differentPixels / width.totalPixels : 0;
      const heading = `${width.width} px wide: ${width.differentPixels.toLocaleString('en')} pixels differ (${percent(share)})`;
      if (!width.pictures) return `<h3>${heading}</h3>`;
      const what = `${page.path} at ${width.width} px`;
      return `<h3>${heading}</h3><div class="trio">${picture(width.pictures.before, 'before', `${what}, before`)}${picture(width.pictures.after, 'after', `${what}, after`)}${difference(width, `what differs on ${what}`)}</div>`;
    })
    .join('\n');
  return `<div class="page" id="${anchor(page.path)}">
<h2>${escape(page.path)} <span class="status status-${page.status}">${page.status}</span></h2>
<p class="meta">${escape(page.title)} · ${page.files.map((file) => `<code>${escape(file)}</code>`).join(', ')}</p>
${widths}
</div>`;
}

function diffLines(diff: string): string {
  return diff
    .split('\n')
    .map((line) => {
      const kind =
        line.startsWith('+') && !line.startsWith('+++')
          ? 'add'
          : line.startsWith('-') && !line.startsWith('---')
            ? 'del'
            : line.startsWith('@@')
              ? 'hunk'
              : '';
      return kind ? `<span class="${kind}">${escape(line)}</span>` : escape(line);
    })
    .join('\n');
}

export function reportHtml(result: ReviewResult, summary: string): string {
  const different = result.pages.filter(looksDifferent);
  const invisible = result.pages.filter((page) => !looksDifferent(page));
  const listOf = (items: { path: string; title: string }[], link: boolean) =>
    items.length === 0
      ? '<p>None.</p>'
      : `<ul>${items.map((item) => `<li>${link ? `<a href="#${anchor(item.path)}">${escape(item.path)}</a>` : escape(item.path)} — ${escape(item.title)}</li>`).join('')}</ul>`;
  const overview = different
    .map(
      (page) =>
        `<tr><td><a href="#${anchor(page.path)}">${escape(page.path)}</a></td><td>${page.status}</td>${page.widths.map((width) => `<td>${width.width} px: ${percent(width.totalPixels ? width.differentPixels / width.totalPixels : 0)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Render review: ${escape(result.head.ref)} against ${escape(result.base.ref)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Render review: ${escape(result.head.ref)} against ${escape(result.base.ref)} (${result.base.commit.slice(0, 10)})</h1>
<p>${escape(summary)}</p>
${result.everyPageBecause ? `<p>Every page was reviewed: ${escape(result.everyPageBecause)}.</p>` : ''}
</header>
<section>
<h2>Pages that look different, most changed first</h2>
${different.length ? `<table><tbody>${overview}</tbody></table>` : '<p>None.</p>'}
${different.map(pageSection).join('\n')}
<h2>Changed without a visible difference</h2>
<p class="meta">Their data or code differs, yet they look the same at every width (for example a label only screen readers hear).</p>
${listOf(invisible, false)}
<h2>Unchanged pages</h2>
${listOf(result.same, false)}
<h2>Files changed</h2>
${result.files.length ? result.files.map(({ file, diff }) => `<h3><code>${escape(file)}</code></h3><pre>${diffLines(diff)}</pre>`).join('\n') : '<p>None that a page shows.</p>'}
</section>
</body>
</html>
`;
}
