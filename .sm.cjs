const { SourceMapConsumer } = require('source-map-js');
const fs = require('fs');
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = {};
let lastSrc = null;
c.eachMapping((m) => {}, null);
// approximate: attribute each generated char segment to the mapping starting it
const mappings = [];
c.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn;
  let src = (m.source || '?').replace(/.*node_modules\//, 'nm:').replace(/\/[^/]*$/, '');
  const parts = src.split('/'); src = src.startsWith('nm:') ? parts.slice(0, parts[0].startsWith('nm:@') ? 2 : 1).join('/') : src;
  sizes[src] = (sizes[src] || 0) + len;
}
Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(String(v).padStart(8), k));
